import type { ComponentType } from 'react';
import { LoginPage } from './features/sign-in/components/login-page';
import { SignUpPage } from './features/sign-up/components/sign-up-page';
import { VerifyPage } from './features/verify/components/verify-page';

/** The pages of the Sign-in area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  login: LoginPage,
  signup: SignUpPage,
  verify: VerifyPage,
};

export default pages;
