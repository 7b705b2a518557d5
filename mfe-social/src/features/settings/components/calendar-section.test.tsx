import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import type { CalendarApi } from '../stores/calendar-store';
import { CalendarSection } from './calendar-section';

const feed = (token: string) => ({ token, url: `https://cliques.test/api/calendar/${token}.ics` });

function setUp() {
  const api = {
    createCalendarToken: jest.fn<ReturnType<CalendarApi['createCalendarToken']>, []>(),
    revokeCalendarToken: jest.fn<Promise<void>, []>(async () => undefined),
  };
  renderWithProviders(<CalendarSection api={api} />);
  return { api, section: screen.getByRole('region', { name: 'Calendar subscription' }) };
}

describe('Settings → Calendar subscription', () => {
  it('makes a link, shows it once in a read-only box, and copies it', async () => {
    const { api, section } = setUp();
    api.createCalendarToken.mockResolvedValueOnce(feed('first'));
    expect(
      within(section).getByText('Add your events to a calendar app: everything you are going or maybe going to.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    const box = await within(section).findByRole('textbox', { name: 'Your calendar link' });
    expect(box).toHaveValue('https://cliques.test/api/calendar/first.ics');
    expect(box).toHaveAttribute('readonly');
    expect(
      within(section).getByText('Making a new link replaces the old one, which stops working.'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await within(section).findByText('Link copied')).toBeInTheDocument();
    // user-event puts its own clipboard in the page: the link is in it.
    expect(await navigator.clipboard.readText()).toBe('https://cliques.test/api/calendar/first.ics');
  });

  it('replaces the link with a new one', async () => {
    const { api, section } = setUp();
    api.createCalendarToken.mockResolvedValueOnce(feed('first')).mockResolvedValueOnce(feed('second'));
    await userEvent.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    await userEvent.click(await within(section).findByRole('button', { name: 'Replace calendar link' }));
    expect(
      await within(section).findByDisplayValue('https://cliques.test/api/calendar/second.ics'),
    ).toBeInTheDocument();
    expect(api.createCalendarToken).toHaveBeenCalledTimes(2);
  });

  it('says why when the link cannot be made', async () => {
    const { api, section } = setUp();
    api.createCalendarToken.mockRejectedValueOnce(new Error('Network down'));
    await userEvent.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Network down');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('turns the link off only after the confirmation', async () => {
    const { api, section } = setUp();
    api.createCalendarToken.mockResolvedValueOnce(feed('first'));
    await userEvent.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    await within(section).findByRole('textbox', { name: 'Your calendar link' });
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off calendar link' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off calendar link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.revokeCalendarToken).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off calendar link' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Turn off calendar link' })).getByRole('button', { name: 'Turn off' }),
    );
    expect(await within(section).findByText('Calendar link turned off.')).toBeInTheDocument();
    expect(api.revokeCalendarToken).toHaveBeenCalledTimes(1);
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
  });
});
