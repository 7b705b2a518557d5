// The identity library's sign-in, sign-up and password-reset calls (the SRP sign-in is its largest
// part): loaded only when a visitor starts signing in or up, never on a signed-in page load (identity.ts).
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signUp,
} from 'aws-amplify/auth';
