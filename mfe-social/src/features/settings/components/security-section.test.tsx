import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { SecuritySection } from './security-section';

const actions = {
  changePassword: jest.fn(),
  requestEmailChange: jest.fn(),
  resendEmailChangeCode: jest.fn(),
  confirmEmailChange: jest.fn(),
  refreshUser: jest.fn(),
  isTotpEnabled: jest.fn(),
  startTotpSetup: jest.fn(),
  enableTotp: jest.fn(),
  disableTotp: jest.fn(),
  listPasskeys: jest.fn(),
  addPasskey: jest.fn(),
  removePasskey: jest.fn(),
  signOutEverywhere: jest.fn(),
};
jest.mock('@cliques/session', () => ({
  ...jest.requireActual('@cliques/session'),
  useAccountActions: () => actions,
  useSession: () => ({
    user: { userId: 'u-1', username: 'ada', email: 'ada@example.test', displayName: 'Ada', accessToken: 't' },
  }),
}));
jest.mock('../lib/qr-code', () => ({ qrCodeDataUrl: jest.fn().mockResolvedValue('data:image/png;base64,AAAA') }));

beforeEach(() => {
  jest.clearAllMocks();
  actions.isTotpEnabled.mockResolvedValue(false);
  actions.listPasskeys.mockResolvedValue([{ id: 'c1', name: 'Laptop', createdAt: new Date('2026-11-20T10:00:00Z') }]);
  actions.signOutEverywhere.mockResolvedValue(undefined);
});

describe('SecuritySection', () => {
  it('has every part, labelled', async () => {
    renderWithProviders(<SecuritySection accountName="ada" />);
    for (const name of ['Change password', 'Change email', 'Two-step verification', 'Passkeys', 'Sessions']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('minLength');
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();
    expect(await screen.findByText('Off: signing in asks only for your password.')).toBeInTheDocument();
    expect(await screen.findByText('Laptop')).toBeInTheDocument();
  });

  it('sets up an authenticator app: QR code, manual key, code, on', async () => {
    actions.startTotpSetup.mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Cliques:ada?secret=JBSWY3DPEHPK3PXP&issuer=Cliques',
    });
    actions.enableTotp.mockResolvedValue(undefined);
    renderWithProviders(<SecuritySection accountName="ada" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Authenticator Code'), '123456{Enter}');
    expect(
      await screen.findByText(
        'Two-step verification is on. Signing in will ask for a code from your authenticator app.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn Off Two-Step Verification' })).toBeInTheDocument();
  });

  it('removes a passkey by its named button', async () => {
    actions.removePasskey.mockResolvedValue(undefined);
    renderWithProviders(<SecuritySection accountName="ada" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    expect(actions.removePasskey).toHaveBeenCalledWith('c1');
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('signs out everywhere, then /login', async () => {
    renderWithProviders(<SecuritySection accountName="ada" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(actions.signOutEverywhere).toHaveBeenCalled();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
