import type { RemoteModuleExports } from '@cliques/contracts';
import { Composer as Component } from './composer';

/**
 * `mfe_feed/composer`, for other areas: `<Composer cliqueId? onPosted? />`, with `ComposerProps` from
 * `@cliques/contracts` (the remotes contract). Typed against the contract: renaming the export or
 * changing the props in a way the contract does not allow fails the typecheck.
 */
export const { Composer } = { Composer: Component } satisfies RemoteModuleExports<'mfe_feed/composer'>;
