import type { MailMessage } from '../mail/mailer';

/** The mail with a password-reset code. */
export function resetMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Reset your Cliques password',
    text: `Your code to reset your Cliques password is ${code}.\n\nIt expires in 1 hour. If you did not ask to reset your password, you can ignore this email: your password stays as it is.`,
    code,
  };
}

/** The mail that verifies a new email address. */
export function emailChangeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Verify your new Cliques email address',
    text: `Your code to use this address for your Cliques account is ${code}.\n\nIt expires in 24 hours. If you did not ask for this, you can ignore this email.`,
    code,
  };
}

/** Tells the old address that the account's email changed. */
export function emailChangedNotice(to: string, newDestination: string): MailMessage {
  return {
    to,
    subject: 'Your Cliques email address was changed',
    text: `The email address of your Cliques account is now ${newDestination}.\n\nIf you did not make this change, reset your password and contact us.`,
  };
}

/** Tells the owner that password sign-in is paused after many wrong passwords. */
export function lockMail(to: string, lockSeconds: number): MailMessage {
  const minutes = Math.round(lockSeconds / 60);
  return {
    to,
    subject: 'Sign-in to your Cliques account was paused',
    text:
      `Many wrong passwords were tried for your Cliques account, so signing in with a password is paused for ${minutes} minutes.\n\n` +
      'You can still sign in with a passkey, or reset your password ("Forgot your password?"), which ends the pause at once. ' +
      'If these attempts were not yours, consider choosing a new password and turning on two-step verification.',
  };
}
