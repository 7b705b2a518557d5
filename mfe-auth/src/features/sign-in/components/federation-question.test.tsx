import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { syncUser, updateSettings } from '@cliques/api-client';
import type { UserProfile } from '@cliques/contracts';
import { requestRuntimeConfig, type RuntimeConfig } from '@cliques/runtime-config';
import type { SignInOptions } from '@cliques/session';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

const signIn = jest.fn();
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useSessionActions: () => ({ signIn, signInWithPasskey: jest.fn(), confirmSignInCode: jest.fn() }),
}));
jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  syncUser: jest.fn(),
  updateSettings: jest.fn(async (_id: string, settings: unknown) => settings),
}));
jest.mock('@cliques/runtime-config', () => ({ requestRuntimeConfig: jest.fn() }));

const profile = (settings: Record<string, unknown>) =>
  ({ userId: 'u-1', username: 'ada', displayName: 'Ada', settings }) as unknown as UserProfile;

function federates(on: boolean) {
  jest.mocked(requestRuntimeConfig).mockResolvedValue({ federation: on } as RuntimeConfig);
}

async function signInAs(settings: Record<string, unknown>) {
  jest.mocked(syncUser).mockResolvedValue(profile(settings));
  renderWithProviders(LoginPage, { path: '/login' });
  await userEvent.type(screen.getByLabelText('Email or Username'), 'ada');
  await userEvent.type(screen.getByLabelText('Password'), 'password1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Whether the session counts as signed in (the app replaces the login page the moment it does). */
let signedIn = false;

beforeEach(() => {
  jest.clearAllMocks();
  signedIn = false;
  signIn.mockImplementation(async (_u: string, _p: string, options?: SignInOptions) => {
    await options?.beforeSignedIn?.();
    signedIn = true;
    return { userId: 'u-1', username: 'ada', email: 'ada@example.com', displayName: 'Ada', accessToken: 't' };
  });
});

describe('the question about other servers at the first sign-in', () => {
  it('asks once the server federates; Yes makes the person reachable and remembers the answer', async () => {
    federates(true);
    await signInAs({ theme: 'dark' });
    const dialog = await screen.findByRole('dialog', { name: 'Be reachable from other servers?' });
    expect(dialog).toHaveTextContent(`@ada@${window.location.host}`);
    // Asked before the session counts as signed in, while this page is still the one shown.
    expect(signedIn).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(updateSettings).toHaveBeenCalledWith('u-1', {
      theme: 'dark',
      federation: { discoverable: true, asked: true },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
  });

  it('Not now leaves the person unreachable, and remembers the answer', async () => {
    federates(true);
    await signInAs({});
    const dialog = await screen.findByRole('dialog', { name: 'Be reachable from other servers?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(updateSettings).toHaveBeenCalledWith('u-1', { federation: { discoverable: false, asked: true } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
  });

  it('is not asked again once answered', async () => {
    federates(true);
    await signInAs({ federation: { asked: true } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not asked while the server does not federate', async () => {
    federates(false);
    await signInAs({});
    expect(await screen.findByTestId('location')).toHaveTextContent('/feed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updateSettings).not.toHaveBeenCalled();
  });
});
