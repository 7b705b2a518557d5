import * as auth from 'aws-amplify/auth';
import {
  enableTotp,
  isTotpEnabled,
  listPasskeys,
  requestEmailChange,
  requestPasswordReset,
  startTotpSetup,
} from './account-actions';

jest.mock('aws-amplify/auth', () => ({
  resetPassword: jest.fn(),
  updateUserAttribute: jest.fn(),
  fetchMFAPreference: jest.fn(),
  setUpTOTP: jest.fn(),
  verifyTOTPSetup: jest.fn(),
  updateMFAPreference: jest.fn(),
  listWebAuthnCredentials: jest.fn(),
}));

const mocked = jest.mocked(auth);

beforeEach(() => jest.clearAllMocks());

it('requestPasswordReset says where the code went', async () => {
  mocked.resetPassword.mockResolvedValue({
    isPasswordReset: false,
    nextStep: {
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { destination: 'a***@e***.test', deliveryMedium: 'EMAIL' },
    },
  });
  await expect(requestPasswordReset('ada')).resolves.toEqual({ destination: 'a***@e***.test' });
  expect(mocked.resetPassword).toHaveBeenCalledWith({
    username: 'ada',
    options: { clientMetadata: { language: 'en' } },
  });
});

it('requestEmailChange asks for the email attribute and says where the code went', async () => {
  mocked.updateUserAttribute.mockResolvedValue({
    isUpdated: false,
    nextStep: {
      updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
      codeDeliveryDetails: { destination: 'n***@e***.test' },
    },
  });
  await expect(requestEmailChange('new@example.test')).resolves.toEqual({ destination: 'n***@e***.test' });
  expect(mocked.updateUserAttribute).toHaveBeenCalledWith({
    userAttribute: { attributeKey: 'email', value: 'new@example.test' },
    options: { clientMetadata: { language: 'en' } },
  });
});

it('reads whether TOTP is on', async () => {
  mocked.fetchMFAPreference.mockResolvedValueOnce({ enabled: ['TOTP'], preferred: 'TOTP' }).mockResolvedValueOnce({});
  await expect(isTotpEnabled()).resolves.toBe(true);
  await expect(isTotpEnabled()).resolves.toBe(false);
});

it('startTotpSetup gives the manual key and an otpauth URI issued by Cliques', async () => {
  mocked.setUpTOTP.mockResolvedValue({
    sharedSecret: 'JBSWY3DPEHPK3PXP',
    getSetupUri: (app: string, name?: string) =>
      new URL(`otpauth://totp/${app}:${name}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
  });
  await expect(startTotpSetup('ada')).resolves.toEqual({
    secret: 'JBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Cliques:ada?secret=JBSWY3DPEHPK3PXP&issuer=Cliques',
  });
});

it('enableTotp verifies the first code, then prefers TOTP', async () => {
  mocked.verifyTOTPSetup.mockResolvedValue(undefined);
  mocked.updateMFAPreference.mockResolvedValue(undefined);
  await enableTotp(' 123456 ');
  expect(mocked.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
  expect(mocked.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
});

it('listPasskeys reads every page', async () => {
  const created = new Date('2026-11-20T10:00:00Z');
  mocked.listWebAuthnCredentials
    .mockResolvedValueOnce({
      credentials: [
        {
          credentialId: 'c1',
          friendlyCredentialName: 'Laptop',
          relyingPartyId: 'localhost',
          authenticatorTransports: [],
          createdAt: created,
        },
      ],
      nextToken: 'n',
    })
    .mockResolvedValueOnce({
      credentials: [
        {
          credentialId: 'c2',
          friendlyCredentialName: undefined,
          relyingPartyId: 'localhost',
          authenticatorTransports: [],
          createdAt: undefined,
        },
      ],
    });
  await expect(listPasskeys()).resolves.toEqual([
    { id: 'c1', name: 'Laptop', createdAt: created },
    { id: 'c2', name: '', createdAt: null },
  ]);
  expect(mocked.listWebAuthnCredentials).toHaveBeenLastCalledWith({ pageSize: 20, nextToken: 'n' });
});
