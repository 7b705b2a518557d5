import type { AreaPages } from '@cliques/contracts';
import { areaRoutes } from './route-declarations';
import { LoginPage } from './features/sign-in/components/login-page';
import { SignUpPage } from './features/sign-up/components/sign-up-page';
import { VerifyPage } from './features/verify/components/verify-page';

/**
 * The pages of the Sign-in area, exposed as `./routes`: the host renders them by the page names its
 * route declarations (route-declarations.ts, re-exported here) give.
 * `satisfies` holds them to the route declarations: a page they name and this lacks fails the typecheck.
 */
const pages = {
  login: LoginPage,
  signup: SignUpPage,
  verify: VerifyPage,
} satisfies AreaPages<typeof areaRoutes>;

export { areaRoutes };
export default pages;
