// The identity library's sign-in and sign-up calls (the SRP sign-in is its largest part): loaded only
// when a visitor starts signing in or up, never on a signed-in page load (identity.ts).
export { confirmSignUp, resendSignUpCode, signIn, signUp } from 'aws-amplify/auth';
