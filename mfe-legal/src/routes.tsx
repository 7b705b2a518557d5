import type { AreaPages } from '@cliques/contracts';
import { areaRoutes } from './route-declarations';
import { ContactPage } from './features/contact/components/contact-page';
import { EulaPage, PrivacyPage, TermsPage } from './features/legal/components/legal-pages';

/**
 * The pages of the Legal area, exposed as `./routes`: the host renders them by the page names its
 * route declarations (route-declarations.ts, re-exported here) give.
 * `satisfies` holds them to the route declarations: a page they name and this lacks fails the typecheck.
 */
const pages = {
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  eula: EulaPage,
} satisfies AreaPages<typeof areaRoutes>;

export { areaRoutes };
export default pages;
