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
