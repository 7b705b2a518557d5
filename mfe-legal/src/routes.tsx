import type { ComponentType } from 'react';
import { ContactPage } from './features/contact/components/contact-page';
import { EulaPage, PrivacyPage, TermsPage } from './features/legal/components/legal-pages';

/** The pages of the Legal area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  eula: EulaPage,
};

export default pages;
