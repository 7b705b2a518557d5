// The identity library's account calls (settings: password, email, two-step verification, passkeys,
// account deletion): loaded only when a signed-in person opens them (identity.ts).
export {
  associateWebAuthnCredential,
  confirmUserAttribute,
  deleteWebAuthnCredential,
  fetchMFAPreference,
  listWebAuthnCredentials,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
