import { ComingSoon } from '@cliques/ui';
import type { ComponentType } from 'react';

/** The pages of the Sign-in area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  login: () => <ComingSoon title="Sign in" />,
  signup: () => <ComingSoon title="Sign up" />,
  verify: () => <ComingSoon title="Verify your email" />,
};

export default pages;
