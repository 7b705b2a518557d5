import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiError, sendContactMessage } from '@cliques/api-client';
import { renderPage, setUser, testUser } from '../../../test/render';
import { ContactPage } from './contact-page';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  sendContactMessage: jest.fn(),
}));
const send = jest.mocked(sendContactMessage);

const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'How do cliques work?' };

async function fillIn(user: UserEvent, values: Partial<typeof message> = message) {
  for (const [label, value] of [
    ['Name', values.name],
    ['Email', values.email],
    ['Subject', values.subject],
    ['Message', values.message],
  ] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

afterEach(() => {
  send.mockReset();
  setUser(null);
});

describe('ContactPage', () => {
  it('shows Name, Email, Subject and Message, Send Message and Back, and no Cancel unless asked for', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it.each([
    ['every field', {}],
    ['the subject', { ...message, subject: '' }],
    ['the message (only spaces)', { ...message, message: '   ' }],
  ])("says 'All fields are required' and sends nothing when %s is empty", async (_case, values) => {
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(user, values);
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(send).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' and locks the form while the message is on its way", async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(user);
    await user.click(sendButton());
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    finish({ ok: true });
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends the trimmed fields, shows 'Message Sent!' and Close returns to a cleared form", async () => {
    send.mockResolvedValue({ ok: true });
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(user, { ...message, name: '  Ada Lovelace  ' });
    await user.click(sendButton());
    expect(send).toHaveBeenCalledWith(message);
    const heading = await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you as soon as possible."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the server refuses, and keeps what was typed", async () => {
    send.mockRejectedValue(new ApiError(429, 'rate_limited', 'Too many requests, please try again later'));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
    expect(sendButton()).toHaveTextContent('Send Message');
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['an error page without a message', new ApiError(502, 'http_error', 'Bad Gateway')],
  ])("says 'Failed to send message. Please try again.' after %s, and a retry can succeed", async (_case, error) => {
    send.mockRejectedValueOnce(error).mockResolvedValueOnce({ ok: true });
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
  });

  it('Cancel, when offered, empties the form and calls the handler', async () => {
    const onCancel = jest.fn();
    const { user } = renderPage(<ContactPage onCancel={onCancel} />, { path: '/contact' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['a visitor', null, 'Login stand-in'],
    ['a signed-in user', testUser, 'Settings stand-in'],
  ])('Back takes %s to the right page', async (_case, sessionUser, destination) => {
    setUser(sessionUser);
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: destination })).toBeInTheDocument();
  });

  it('Back calls a supplied handler instead of navigating', async () => {
    const onBack = jest.fn();
    const { user } = renderPage(<ContactPage onBack={onBack} />, { path: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
