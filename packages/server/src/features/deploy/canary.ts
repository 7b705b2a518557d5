import { createHash } from 'node:crypto';
import { remoteNames, type Config, type RemoteName } from '../../platform/config/config';
import type { Database } from '../../platform/database/database';
import { remoteDir, type AppName, type Bundle } from './contracts';
import { readStates } from './live-map.repository';
import type { PreviewGrant } from './preview-tokens';

/**
 * A user's canary bucket, 0–99: the first 4 bytes of sha256(userId) as a big-endian integer, mod 100.
 * The same person always lands in the same bucket, on every instance; they are in a remote's canary
 * iff bucket < percent, so raising the percent only adds people.
 */
export function canaryBucket(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % 100;
}

/**
 * The bundled build of an app: a remote's served from APPS_DIR (or REMOTE_<NAME>_URL), the host's at
 * the root; the version from its contract.
 */
export function bundledPlacement(
  config: Config,
  bundle: Bundle,
  name: AppName,
): { version: string | null; manifestUrl: string } {
  if (name === 'host') return { version: bundle.hostContract?.version ?? null, manifestUrl: bundledHostManifestUrl };
  return { version: bundle.remotes[name].contract?.version ?? null, manifestUrl: config.remotes[name] };
}

/** Where the bundled host's manifest is served (the host's files sit at the root). */
export const bundledHostManifestUrl = '/mf-manifest.json';

/**
 * What `/config.json` gives the caller: each remote's manifest URL and version, live or, for a
 * signed-in user in its canary bucket, the canary; a remote the caller previews (accepted preview
 * links, previews.ts) gets that release instead. One query of the live map per call.
 */
export async function remotesFor(
  deps: { config: Config; db: Database; bundle: Bundle },
  userId: string | undefined,
  previews: PreviewGrant[] = [],
): Promise<{ remotes: Record<RemoteName, string>; versions: Record<RemoteName, string | null> }> {
  const states = await readStates(deps.db);
  const bucket = userId === undefined ? undefined : canaryBucket(userId);
  const remotes = {} as Record<RemoteName, string>;
  const versions = {} as Record<RemoteName, string | null>;
  for (const name of remoteNames) {
    const state = states.get(name);
    const live = state?.live ?? bundledPlacement(deps.config, deps.bundle, name);
    const preview = previews.find((grant) => grant.app === name);
    const chosen = preview
      ? { manifestUrl: releaseManifestUrl(name, preview.version), version: preview.version }
      : state?.canary && bucket !== undefined && bucket < state.canary.percent
        ? state.canary
        : live;
    remotes[name] = chosen.manifestUrl;
    versions[name] = chosen.version;
  }
  return { remotes, versions };
}

/** The URL of a published release's manifest. */
export function releaseManifestUrl(name: AppName, version: string): string {
  return `/releases/${remoteDir(name)}/${version}/mf-manifest.json`;
}
