/** docs/PRODUCT.md §9: the shortest password accepted. */
export const passwordMinimum = 8;

/** docs/PRODUCT.md §5: shown when a new password is shorter than the minimum. */
export const passwordTooShortMessage = `Password must be at least ${passwordMinimum} characters long`;

/** docs/PRODUCT.md §5: shown when the password typed again differs. */
export const passwordsDifferMessage = 'Passwords do not match';

/**
 * What is wrong with a new password and its confirmation (docs/PRODUCT.md §5: match first, then length), or ''.
 * Every screen that sets a password (sign-up, reset, change) checks with this, so all say the same.
 */
export function newPasswordError(password: string, confirmation: string): string {
  if (password !== confirmation) return passwordsDifferMessage;
  if (password.length < passwordMinimum) return passwordTooShortMessage;
  return '';
}
