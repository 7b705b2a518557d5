import { act, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { BadgeStore } from '../badges/badge-store';
import { renderWithProviders } from '../test/render';
import { NotificationAnnouncer } from './notification-announcer';

const zero = () => Promise.resolve(0);

function renderAnnouncer(notifications: number) {
  const badges = new BadgeStore({ unreadNotifications: zero, pendingFriendRequests: zero, unreadMessages: zero });
  runInAction(() => badges.setNotifications(notifications));
  renderWithProviders(<NotificationAnnouncer badges={badges} />);
  return badges;
}

const region = () => screen.getByTestId('notification-announcer');

it('is a polite live region that stays quiet until the count goes up', () => {
  renderAnnouncer(2);
  expect(region()).toHaveAttribute('aria-live', 'polite');
  expect(region()).toHaveTextContent(/^$/);
});

it('announces the new count when notifications arrive, and not when they are read', () => {
  const badges = renderAnnouncer(2);
  act(() => badges.setNotifications(3));
  expect(region()).toHaveTextContent('3 unread notifications');
  act(() => badges.setNotifications(0));
  expect(region()).toHaveTextContent('3 unread notifications');
  act(() => badges.setNotifications(120));
  expect(region()).toHaveTextContent('99+ unread notifications');
});
