import type { AreaPages } from '@cliques/contracts';
import { ContactPage } from './features/contact/components/contact-page';
import { EulaPage, PrivacyPage, TermsPage } from './features/legal/components/legal-pages';

/**
 * The pages of the Legal area, exposed as `./routes`: the host renders them by name.
 * `satisfies` holds them to the remotes contract: a missing, renamed or extra page fails the typecheck.
 */
const pages = {
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  eula: EulaPage,
} satisfies AreaPages<'mfe_legal'>;

export default pages;
