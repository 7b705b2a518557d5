/** The exceptions of Amazon Cognito's user-pool API that this endpoint answers, by their wire names. */
export type CognitoErrorType =
  | 'NotAuthorizedException'
  | 'UserNotConfirmedException'
  | 'UsernameExistsException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'UserNotFoundException'
  | 'ResourceNotFoundException'
  | 'CodeDeliveryFailureException'
  | 'UnknownOperationException'
  | 'AliasExistsException'
  | 'EnableSoftwareTokenMFAException'
  | 'WebAuthnNotEnabledException'
  | 'WebAuthnChallengeNotFoundException'
  | 'WebAuthnOriginNotAllowedException'
  | 'WebAuthnRelyingPartyMismatchException'
  | 'WebAuthnCredentialNotSupportedException'
  | 'UnauthorizedException'
  | 'UnsupportedTokenTypeException'
  | 'InternalErrorException';

/** A Cognito error: answered as HTTP 400 (500 for InternalErrorException) with `{__type, message}`. */
export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorType,
    message: string,
  ) {
    super(message);
  }
}

/** The one answer for a wrong password and an unknown user alike, so accounts are not enumerable. */
export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

/** InvalidParameterException with Cognito's wording. */
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

/** Cognito's answer to a wrong or stale code (reset, email verification, TOTP at sign-in). */
export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

/** Cognito's answer to a code that expired or was used up. */
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

/** A multi-step sign-in whose Session is unknown, used or too old. */
export const invalidSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
