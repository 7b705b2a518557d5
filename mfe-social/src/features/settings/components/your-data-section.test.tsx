import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { YourDataSection } from './your-data-section';

const deleteAccount = jest.fn();
const exportAccountUrl = jest.fn();
const signOut = jest.fn();
const reauthenticate = jest.fn();
jest.mock('@cliques/api-client', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return {
    ...jest.requireActual('@cliques/api-client'),
    ApiError,
    deleteAccount: () => deleteAccount(),
    exportAccountUrl: () => exportAccountUrl(),
  };
});
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useAccountActions: () => ({ reauthenticate, confirmSignInCode: jest.fn(), signOut }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  signOut.mockResolvedValue(undefined);
});

describe('YourDataSection', () => {
  it('downloads through a short-lived link, saved by the browser', async () => {
    exportAccountUrl.mockResolvedValue({ url: '/api/account/export?user=u&expires=1&sig=s' });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<YourDataSection username="ada" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect(
      await screen.findByText('Your download has started. The file is a zip of everything you made on Cliques.'),
    ).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('deletes after the typed username, then goes to /login signed out', async () => {
    deleteAccount.mockResolvedValue(undefined);
    renderWithProviders(<YourDataSection username="ada" />);
    const button = screen.getByRole('button', { name: 'Delete My Account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type your username (ada) to confirm'), 'ada');
    expect(button).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(signOut).toHaveBeenCalled();
  });

  it('asks for the password when the server wants a recent sign-in', async () => {
    const { ApiError } = jest.requireMock<{ ApiError: new (status: number, code: string, message: string) => Error }>(
      '@cliques/api-client',
    );
    deleteAccount
      .mockRejectedValueOnce(new ApiError(403, 'reauthentication_required', 'Sign in again'))
      .mockResolvedValueOnce(undefined);
    reauthenticate.mockResolvedValue(undefined);
    renderWithProviders(<YourDataSection username="ada" />);
    await userEvent.type(screen.getByLabelText('Type your username (ada) to confirm'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(
      await screen.findByText('For your security, sign in again: enter your password and the deletion goes on.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(reauthenticate).toHaveBeenCalledWith('password1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
