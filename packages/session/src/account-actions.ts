import { loadIdentityAccount, loadIdentityActions } from './identity';
import { languageMetadata } from './language';

/** Where a code went (a masked address such as a***@e***.com), when the identity service says. */
export interface CodeDelivery {
  destination: string;
}

/** A passkey of the signed-in person, as settings lists it. */
export interface Passkey {
  id: string;
  /** The name the authenticator gave it (e.g. "Chrome on Linux"), or ''. */
  name: string;
  createdAt: Date | null;
}

/** A started authenticator-app set-up: the shared secret (the manual key) and the otpauth:// URI for the QR code. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** The app's name in authenticator apps. */
export const totpIssuer = 'Cliques';

/** Mails a code for a new password to the account's email (same answer for unknown names). */
export async function requestPasswordReset(username: string): Promise<CodeDelivery> {
  const { nextStep } = await (
    await loadIdentityActions()
  ).resetPassword({
    username,
    options: { clientMetadata: languageMetadata() },
  });
  return { destination: nextStep.codeDeliveryDetails?.destination ?? '' };
}

/** Sets a new password with the mailed code; every other sign-in of the account ends. */
export async function confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void> {
  await (await loadIdentityActions()).confirmResetPassword({ username, confirmationCode: code, newPassword });
}

/** Changes the signed-in person's password; the previous one must be right. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await (await loadIdentityAccount()).updatePassword({ oldPassword, newPassword });
}

/** Starts an email change: a code goes to the new address; the old one stays in use until it is entered. */
export async function requestEmailChange(email: string): Promise<CodeDelivery> {
  const { nextStep } = await (
    await loadIdentityAccount()
  ).updateUserAttribute({
    userAttribute: { attributeKey: 'email', value: email },
    options: { clientMetadata: languageMetadata() },
  });
  return {
    destination: nextStep.updateAttributeStep === 'DONE' ? '' : (nextStep.codeDeliveryDetails?.destination ?? email),
  };
}

/** Sends the email-change code again (to the new address). */
export async function resendEmailChangeCode(): Promise<CodeDelivery> {
  const details = await (
    await loadIdentityAccount()
  ).sendUserAttributeVerificationCode({
    userAttributeKey: 'email',
    options: { clientMetadata: languageMetadata() },
  });
  return { destination: details.destination ?? '' };
}

/** Finishes an email change with its code: from now on the new address is the account's. */
export async function confirmEmailChange(code: string): Promise<void> {
  await (await loadIdentityAccount()).confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
}

/** Whether sign-in asks for an authenticator code. */
export async function isTotpEnabled(): Promise<boolean> {
  const { enabled } = await (await loadIdentityAccount()).fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** Starts setting up an authenticator app for the account (the label in the app is `accountName`). */
export async function startTotpSetup(accountName: string): Promise<TotpSetup> {
  const details = await (await loadIdentityAccount()).setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(totpIssuer, accountName).toString() };
}

/** Checks the first code of the app being set up, then makes sign-in ask for codes. */
export async function enableTotp(code: string): Promise<void> {
  const account = await loadIdentityAccount();
  await account.verifyTOTPSetup({ code: code.trim() });
  await account.updateMFAPreference({ totp: 'PREFERRED' });
}

/** Stops sign-in asking for authenticator codes. */
export async function disableTotp(): Promise<void> {
  await (await loadIdentityAccount()).updateMFAPreference({ totp: 'DISABLED' });
}

/** The signed-in person's passkeys, every page of them. */
export async function listPasskeys(): Promise<Passkey[]> {
  const account = await loadIdentityAccount();
  const passkeys: Passkey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await account.listWebAuthnCredentials({ pageSize: 20, nextToken });
    for (const credential of page.credentials) {
      if (!credential.credentialId) continue;
      passkeys.push({
        id: credential.credentialId,
        name: credential.friendlyCredentialName ?? '',
        createdAt: credential.createdAt ?? null,
      });
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return passkeys;
}

/** Creates a passkey on this device (the browser asks) and registers it with the account. */
export async function addPasskey(): Promise<void> {
  await (await loadIdentityAccount()).associateWebAuthnCredential();
}

/** Removes a passkey: it can no longer sign in. */
export async function removePasskey(id: string): Promise<void> {
  await (await loadIdentityAccount()).deleteWebAuthnCredential({ credentialId: id });
}
