import { ComingSoon } from '@cliques/ui';
import type { ComponentType } from 'react';

/** The pages of the Feed area, exposed as `./routes`: the host renders them by name. */
const pages: Record<string, ComponentType> = {
  feed: () => <ComingSoon title="Feed" />,
  post: () => <ComingSoon title="Post" />,
  hashtags: () => <ComingSoon title="Hashtags" />,
  hashtag: () => <ComingSoon title="Hashtag" />,
};

export default pages;
