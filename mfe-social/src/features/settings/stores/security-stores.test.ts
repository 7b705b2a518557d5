import { ChangeEmailStore } from './change-email-store';
import { ChangePasswordStore } from './change-password-store';
import { PasskeysStore } from './passkeys-store';
import { TwoStepStore } from './two-step-store';

describe('ChangePasswordStore', () => {
  it('checks the fields with the texts of docs/PRODUCT.md, changes the password and empties the form', async () => {
    const changePassword = jest.fn().mockResolvedValue(undefined);
    const store = new ChangePasswordStore({ changePassword });
    await store.submit();
    expect(store.error).toBe('Please enter your current password');
    store.setCurrentPassword('old-password');
    store.setNewPassword('short1');
    store.setConfirmPassword('short1');
    await store.submit();
    expect(store.error).toBe('Password must be at least 8 characters long');
    store.setNewPassword('new-password-1');
    store.setConfirmPassword('new-password-1');
    await expect(store.submit()).resolves.toBe(true);
    expect(changePassword).toHaveBeenCalledWith('old-password', 'new-password-1');
    expect(store).toMatchObject({
      success: 'Your password has been changed.',
      error: '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
  });

  it('shows a wrong current password as the service says it', async () => {
    const store = new ChangePasswordStore({
      changePassword: jest.fn().mockRejectedValue(new Error('Incorrect username or password.')),
    });
    store.setCurrentPassword('wrong');
    store.setNewPassword('new-password-1');
    store.setConfirmPassword('new-password-1');
    await store.submit();
    expect(store).toMatchObject({
      error: 'Incorrect username or password.',
      success: '',
      busy: false,
      currentPassword: 'wrong',
    });
  });
});

describe('ChangeEmailStore', () => {
  const deps = () => ({
    requestEmailChange: jest.fn().mockResolvedValue({ destination: 'n***@e***.test' }),
    resendEmailChangeCode: jest.fn().mockResolvedValue({ destination: 'n***@e***.test' }),
    confirmEmailChange: jest.fn().mockResolvedValue(undefined),
    refreshUser: jest.fn().mockResolvedValue(undefined),
    currentEmail: () => 'ada@example.test',
  });

  it('sends a code to the new address, then confirms it and reads the user again', async () => {
    const api = deps();
    const store = new ChangeEmailStore(api);
    store.setNewEmail('ADA@example.test');
    await store.requestCode();
    expect(store.error).toBe('This is already your email address');
    store.setNewEmail('new@example.test');
    await expect(store.requestCode()).resolves.toBe(true);
    expect(store).toMatchObject({
      step: 'code',
      success: 'We sent a code to n***@e***.test. Your current address stays in use until you enter it.',
    });
    store.setCode('123456');
    await expect(store.confirm()).resolves.toBe(true);
    expect(api.confirmEmailChange).toHaveBeenCalledWith('123456');
    expect(api.refreshUser).toHaveBeenCalled();
    expect(store).toMatchObject({ step: 'email', success: 'Your email address is now new@example.test.' });
  });

  it('refuses a malformed address and a short code', async () => {
    const api = deps();
    const store = new ChangeEmailStore(api);
    store.setNewEmail('nope');
    await store.requestCode();
    expect(store.error).toBe('Please enter a valid email address');
    store.setNewEmail('new@example.test');
    await store.requestCode();
    store.setCode('123');
    await store.confirm();
    expect(store.error).toBe('Please enter the 6-digit code');
    expect(api.confirmEmailChange).not.toHaveBeenCalled();
  });
});

describe('TwoStepStore', () => {
  const setup = () => {
    const deps = {
      isTotpEnabled: jest.fn().mockResolvedValue(false),
      startTotpSetup: jest.fn().mockResolvedValue({
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Cliques:ada?secret=JBSWY3DPEHPK3PXP&issuer=Cliques',
      }),
      enableTotp: jest.fn().mockResolvedValue(undefined),
      disableTotp: jest.fn().mockResolvedValue(undefined),
      qrCode: jest.fn().mockResolvedValue('data:image/png;base64,AAAA'),
    };
    return { deps, store: new TwoStepStore(deps, 'ada') };
  };

  it('sets up with a QR code and the key, turns on with a code, then off', async () => {
    const { deps, store } = setup();
    await store.load();
    expect(store).toMatchObject({ status: 'ready', enabled: false });
    await store.start();
    expect(deps.startTotpSetup).toHaveBeenCalledWith('ada');
    expect(deps.qrCode).toHaveBeenCalledWith('otpauth://totp/Cliques:ada?secret=JBSWY3DPEHPK3PXP&issuer=Cliques');
    expect(store.setup?.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(store.qrCodeUrl).toBe('data:image/png;base64,AAAA');
    store.setCode('12345');
    await store.confirm();
    expect(store.error).toBe('Please enter the 6-digit code from your authenticator app');
    store.setCode('123456');
    await store.confirm();
    expect(deps.enableTotp).toHaveBeenCalledWith('123456');
    expect(store).toMatchObject({
      enabled: true,
      setup: null,
      success: 'Two-step verification is on. Signing in will ask for a code from your authenticator app.',
    });
    await store.turnOff();
    expect(store).toMatchObject({ enabled: false, success: 'Two-step verification is off.' });
  });

  it('keeps the set-up open after a wrong code, with the service message', async () => {
    const { deps, store } = setup();
    deps.enableTotp.mockRejectedValue(new Error('Code mismatch'));
    await store.start();
    store.setCode('000000');
    await store.confirm();
    expect(store).toMatchObject({ error: 'Code mismatch', enabled: false, busy: false });
    expect(store.setup).not.toBeNull();
  });

  it('still shows the key when the QR code cannot be drawn', async () => {
    const { deps, store } = setup();
    deps.qrCode.mockRejectedValue(new Error('no canvas'));
    await store.start();
    expect(store).toMatchObject({ qrCodeUrl: '', error: '' });
    expect(store.setup?.secret).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('PasskeysStore', () => {
  it('lists, adds (then lists again) and removes', async () => {
    const laptop = { id: 'c1', name: 'Laptop', createdAt: new Date('2026-11-20T10:00:00Z') };
    const phone = { id: 'c2', name: '', createdAt: null };
    const deps = {
      listPasskeys: jest.fn().mockResolvedValueOnce([laptop]).mockResolvedValueOnce([laptop, phone]),
      addPasskey: jest.fn().mockResolvedValue(undefined),
      removePasskey: jest.fn().mockResolvedValue(undefined),
    };
    const store = new PasskeysStore(deps);
    await store.load();
    expect(store.passkeys).toEqual([laptop]);
    await store.add();
    expect(store.passkeys).toEqual([laptop, phone]);
    expect(store.success).toBe('Passkey added. You can now sign in with it instead of your password.');
    await store.remove('c1');
    expect(deps.removePasskey).toHaveBeenCalledWith('c1');
    expect(store.passkeys).toEqual([phone]);
    expect(store.success).toBe('Passkey removed.');
  });

  it('shows why adding failed (e.g. the person cancelled)', async () => {
    const store = new PasskeysStore({
      listPasskeys: jest.fn().mockResolvedValue([]),
      addPasskey: jest.fn().mockRejectedValue(new Error('The passkey ceremony has been canceled by the user')),
      removePasskey: jest.fn(),
    });
    await store.load();
    await store.add();
    expect(store).toMatchObject({
      error: 'The passkey ceremony has been canceled by the user',
      adding: false,
      success: '',
    });
  });
});
