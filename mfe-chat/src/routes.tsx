import { ComingSoon } from '@cliques/ui';
import type { ComponentType } from 'react';

/** The pages of the Chat area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  chat: () => <ComingSoon title="Chat" />,
};

export default pages;
