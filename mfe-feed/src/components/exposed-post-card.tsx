import type { RemoteModuleExports } from '@cliques/contracts';
import { PostCard as Card } from './post-card';

/**
 * `mfe_feed/post-card`, for other areas (a clique page, a profile): `<PostCard post onDeleted? />`,
 * with `PostCardProps` from `@cliques/contracts` (the remotes contract). It renders links (profile,
 * hashtag, post page), so it must sit inside the app's router. Typed against the contract: renaming
 * the export or changing the props in a way the contract does not allow fails the typecheck.
 */
export const { PostCard } = { PostCard: Card } satisfies RemoteModuleExports<'mfe_feed/post-card'>;
