/** Where each page of this area lives (the host's route table says the same). */
export const paths: Record<string, string> = {
  login: '/login',
  signup: '/signup',
  verify: '/verify',
};
