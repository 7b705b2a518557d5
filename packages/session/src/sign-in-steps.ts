/** docs/PRODUCT.md §8: signing in to an account whose email code was never entered. */
export const unconfirmedMessage = 'Please confirm your account first';

/** The question of the code step, when an account has two-step verification on. */
export const codeRequiredMessage = 'Enter the 6-digit code from your authenticator app';

/**
 * Thrown by a sign-in when the password was right and the account also asks for a code from an
 * authenticator app (the identity library's CONFIRM_SIGN_IN_WITH_TOTP_CODE step). The sign-in is
 * kept: `confirmSignInCode(code)` finishes it.
 */
export class CodeRequiredError extends Error {
  constructor() {
    super(codeRequiredMessage);
    this.name = 'CodeRequiredError';
  }
}

/** The part of the identity library's sign-in answer the app acts on. */
export interface SignInStep {
  isSignedIn: boolean;
  nextStep: { signInStep: string };
}

/** Throws for every step Cliques cannot finish here; returns when the identity library signed in. */
export function assertSignedIn({ isSignedIn, nextStep }: SignInStep): void {
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') throw new Error(unconfirmedMessage);
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') throw new CodeRequiredError();
  if (!isSignedIn) throw new Error(`Sign-in needs a step Cliques does not offer (${nextStep.signInStep})`);
}
