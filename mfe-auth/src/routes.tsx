import type { AreaPages } from '@cliques/contracts';
import { LoginPage } from './features/sign-in/components/login-page';
import { SignUpPage } from './features/sign-up/components/sign-up-page';
import { VerifyPage } from './features/verify/components/verify-page';

/**
 * The pages of the Sign-in area, exposed as `./routes`: the host renders them by name.
 * `satisfies` holds them to the remotes contract: a missing, renamed or extra page fails the typecheck.
 */
const pages = {
  login: LoginPage,
  signup: SignUpPage,
  verify: VerifyPage,
} satisfies AreaPages<'mfe_auth'>;

export default pages;
