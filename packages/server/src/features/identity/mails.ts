import type { Locale } from '@cliques/i18n/locales';
import { message, type MessageValues } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/translate';
import type { MailMessage } from '../../platform/mail/mailer';

/** A mail in a language: its subject and body are catalog messages (English ids), the body with values. */
function localized(to: string, locale: Locale, subject: string, body: string, values: MessageValues): MailMessage {
  return { to, subject: translate(locale, subject), text: translate(locale, message(body, values)) };
}

/** The mail that carries a sign-up (or resent) verification code. */
export function codeMail(to: string, code: string, locale: Locale = 'en'): MailMessage {
  const body =
    'Your Cliques verification code is {code}.\n\nIt expires in 24 hours. If you did not create a Cliques account, you can ignore this email.';
  return { ...localized(to, locale, 'Your Cliques verification code', body, { code }), code };
}

/** The mail with a password-reset code. */
export function resetMail(to: string, code: string, locale: Locale = 'en'): MailMessage {
  const body =
    'Your code to reset your Cliques password is {code}.\n\nIt expires in 1 hour. If you did not ask to reset your password, you can ignore this email: your password stays as it is.';
  return { ...localized(to, locale, 'Reset your Cliques password', body, { code }), code };
}

/** The mail that verifies a new email address. */
export function emailChangeMail(to: string, code: string, locale: Locale = 'en'): MailMessage {
  const body =
    'Your code to use this address for your Cliques account is {code}.\n\nIt expires in 24 hours. If you did not ask for this, you can ignore this email.';
  return { ...localized(to, locale, 'Verify your new Cliques email address', body, { code }), code };
}

/** Tells the old address that the account's email changed. */
export function emailChangedNotice(to: string, newDestination: string, locale: Locale = 'en'): MailMessage {
  const body =
    'The email address of your Cliques account is now {address}.\n\nIf you did not make this change, reset your password and contact us.';
  return localized(to, locale, 'Your Cliques email address was changed', body, { address: newDestination });
}

/** Tells the owner that password sign-in is paused after many wrong passwords. */
export function lockMail(to: string, lockSeconds: number, locale: Locale = 'en'): MailMessage {
  const body =
    'Many wrong passwords were tried for your Cliques account, so signing in with a password is paused for {minutes} minutes.\n\n' +
    'You can still sign in with a passkey, or reset your password ("Forgot your password?"), which ends the pause at once. ' +
    'If these attempts were not yours, consider choosing a new password and turning on two-step verification.';
  const minutes = Math.round(lockSeconds / 60);
  return localized(to, locale, 'Sign-in to your Cliques account was paused', body, { minutes });
}

/** Tells the owner that the code step is paused after many wrong codes: whoever typed them had the password. */
export function codeLockMail(to: string, lockSeconds: number, locale: Locale = 'en'): MailMessage {
  const body =
    'Someone gave the right password for your Cliques account, then many wrong two-step verification codes, so signing in with a code is paused for {minutes} minutes.\n\n' +
    'If this was not you, someone knows your password: choose a new one now ("Forgot your password?"). You can still sign in with a passkey.';
  const minutes = Math.round(lockSeconds / 60);
  return localized(to, locale, 'Someone may know your Cliques password', body, { minutes });
}
