import { ComingSoon } from '@cliques/ui';
import type { ComponentType } from 'react';

/** The pages of the Legal area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  contact: () => <ComingSoon title="Contact us" />,
  privacy: () => <ComingSoon title="Privacy Policy" />,
  terms: () => <ComingSoon title="Terms and Conditions" />,
  eula: () => <ComingSoon title="End User License Agreement" />,
};

export default pages;
