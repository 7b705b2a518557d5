import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { UserProfile } from '@cliques/contracts';
import { sessionStore } from '@cliques/session';
import { SettingsStore } from '../stores/settings-store';
import { FederationSwitch } from './federation-switch';

// This server federates: /config.json says so.
jest.mock('@cliques/runtime-config', () => ({
  requestRuntimeConfig: jest.fn(async () => ({ federation: true })),
}));

it('offers reachability from other servers with the full handle, and saves it', async () => {
  runInAction(() => {
    sessionStore.user = {
      userId: 'u-ann',
      email: 'a@example.com',
      username: 'ann',
      displayName: 'Ann',
      accessToken: 't',
    };
  });
  const api = {
    getUser: jest.fn(
      async () => ({ userId: 'u-ann', settings: { federation: { asked: true } } }) as unknown as UserProfile,
    ),
    updateSettings: jest.fn(async (_id: string, settings: Record<string, unknown>) => settings),
  };
  const store = new SettingsStore('u-ann', api);
  await store.load();
  render(<FederationSwitch store={store} />);
  const toggle = await screen.findByRole('checkbox', { name: 'Let people on other servers find and follow you' });
  expect(toggle).not.toBeChecked();
  expect(screen.getByText(new RegExp(`@ann@${window.location.host}`))).toBeInTheDocument();
  await userEvent.click(toggle);
  await store.save();
  expect(api.updateSettings).toHaveBeenCalledWith(
    'u-ann',
    expect.objectContaining({ federation: { asked: true, discoverable: true } }),
  );
});
