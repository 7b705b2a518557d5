import type { Config } from '../../platform/config/config';
import type { Database, Queryable } from '../../platform/database/database';
import {
  badRequest,
  conflict,
  invalidRemote,
  notFound,
  preconditionFailed,
  preconditionRequired,
  message,
} from '../../platform/http/errors';
import { bundledPlacement, releaseManifestUrl } from './canary';
import { appNames, isAppName, type AppName, type Bundle } from './contracts';
import { checkAgainstLive } from './host-validation';
import {
  addHistory,
  bumpRevision,
  clearCanary,
  popLive,
  pushLive,
  readHistory,
  readRevision,
  readStates,
  setCanary,
} from './live-map.repository';
import { readCandidate, type Candidate } from './manifest-source';
import { readAvailability } from './retention.repository';
import type { ReleaseStore } from './release-store';

export interface DeployDeps {
  config: Config;
  db: Database;
  store: ReleaseStore;
  bundle: Bundle;
}

/** One app (a remote, or the host) in the admin view of the live map. */
export interface RemoteEntry {
  name: AppName;
  live: { version: string | null; manifestUrl: string; deployedAt: string | null; deployedBy: string | null };
  canary: { version: string | null; manifestUrl: string; percent: number } | null;
  history: { version: string | null; action: string; deployedAt: string; deployedBy: string }[];
}

/** The live map's ETag for a revision (a quoted string, as HTTP wants). */
export const etagOf = (revision: number): string => `"${revision}"`;

/** The whole live map with its ETag. The revision is read first, so the ETag is never newer than what is shown. */
export async function listRemotes(deps: DeployDeps): Promise<{ etag: string; remotes: RemoteEntry[] }> {
  const revision = await readRevision(deps.db);
  const remotes = await entries(deps, deps.db);
  return { etag: etagOf(revision), remotes };
}

/**
 * Points a remote at a published release (`version`) or a manifest elsewhere (`manifestUrl`), for
 * everyone or as a canary (`percent`). The caller's ETag must still be current; the build is read
 * and checked against the rest of the app first; then, in one transaction, the revision is
 * compared-and-set and the map changed.
 */
export async function deployRemote(
  deps: DeployDeps,
  request: { name: string; version?: string; manifestUrl?: string; percent?: number; ifMatch?: string; actor: string },
): Promise<RemoteEntry> {
  const name = knownApp(request.name);
  if ((request.version === undefined) === (request.manifestUrl === undefined))
    throw badRequest('Send exactly one of version and manifestUrl');
  if (name === 'host' && request.version === undefined)
    throw badRequest('The host goes live as a published release: send its version');
  if (request.ifMatch === undefined)
    throw preconditionRequired('If-Match is required: send the etag of GET /api/admin/remotes');
  const expected = parseEtag(request.ifMatch);
  if (expected === undefined || expected !== (await readRevision(deps.db))) throw stale();
  let manifestUrl = request.manifestUrl ?? '';
  if (request.version !== undefined) {
    await checkStored(deps.db, name, request.version);
    manifestUrl = releaseManifestUrl(name, request.version);
  }
  const { contract } = await checkedCandidate(deps, name, manifestUrl, 'live');
  const placement = {
    version: request.version ?? contract?.version ?? null,
    manifestUrl,
    contract,
    deployedBy: request.actor,
  };
  await deps.db.transaction(async (tx) => {
    if ((await bumpRevision(tx, expected)) === null) throw stale();
    // Retention may have removed the release since it was checked above.
    if (request.version !== undefined) await checkStored(tx, name, request.version);
    if (request.percent !== undefined) {
      await setCanary(tx, name, { ...placement, percent: request.percent });
    } else {
      await pushLive(tx, name, placement);
      await clearCanary(tx, name);
    }
    await addHistory(tx, name, { ...placement, action: request.percent !== undefined ? 'canary' : 'deploy' });
  });
  return entryOf(deps, name);
}

/**
 * The build at `manifestUrl`, read and checked against what runs now (host-validation.ts); a 422
 * listing every reason it may not go live (or, for `preview`, be previewed) otherwise.
 */
export async function checkedCandidate(
  deps: DeployDeps,
  name: AppName,
  manifestUrl: string,
  purpose: 'live' | 'preview',
): Promise<Candidate> {
  const read = await readCandidate(deps, manifestUrl);
  const reasons =
    'reasons' in read ? read.reasons : await checkAgainstLive(deps, name, read.candidate, await readStates(deps.db));
  if ('candidate' in read && reasons.length === 0) return read.candidate;
  const count = reasons.length;
  const title =
    purpose === 'live'
      ? count === 1
        ? message('{name} cannot go live: 1 problem', { name })
        : message('{name} cannot go live: {count} problems', { name, count })
      : count === 1
        ? message('{name} cannot be previewed: 1 problem', { name })
        : message('{name} cannot be previewed: {count} problems', { name, count });
  throw invalidRemote(title, reasons);
}

/**
 * Ends the remote's canary if it has one (live unchanged); otherwise puts the previous live build
 * back (the bundled one at the bottom). 409 when there is nothing to go back to. No checks run:
 * what comes back was live before, and a rollback must not be blocked by what broke.
 */
export async function rollbackRemote(
  deps: DeployDeps,
  request: { name: string; ifMatch?: string; actor: string },
): Promise<RemoteEntry> {
  const name = knownApp(request.name);
  const expected = request.ifMatch === undefined ? undefined : parseEtag(request.ifMatch);
  if (request.ifMatch !== undefined && expected === undefined) throw stale();
  await deps.db.transaction(async (tx) => {
    if ((await bumpRevision(tx, expected)) === null) throw stale();
    const endedCanary = await clearCanary(tx, name);
    if (!endedCanary && !(await popLive(tx, name)))
      throw conflict(message('{name} has nothing to roll back to: its bundled build is live', { name }));
    const live = (await readStates(tx)).get(name)?.live ?? bundledPlacement(deps.config, deps.bundle, name);
    await addHistory(tx, name, {
      version: live.version,
      manifestUrl: live.manifestUrl,
      action: 'rollback',
      deployedBy: request.actor,
    });
  });
  return entryOf(deps, name);
}

/** The app (a remote, or the host) of that name; 404 for any other name. */
export function knownApp(name: string): AppName {
  if (!isAppName(name))
    throw notFound(message('Unknown remote "{name}"; remotes are {remotes}', { name, remotes: appNames.join(', ') }));
  return name;
}

/** 404 unless the release is published with its files in the store. */
export async function checkStored(q: Queryable, name: AppName, version: string): Promise<void> {
  const availability = await readAvailability(q, name, version);
  if (availability === 'absent') throw notFound(message('{name} {version} has not been published', { name, version }));
  if (availability === 'removed')
    throw notFound(message('{name} {version} was removed by retention; publish it again', { name, version }));
}

function parseEtag(value: string): number | undefined {
  const match = value.trim().match(/^(?:W\/)?"(\d{1,18})"$/);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function stale() {
  return preconditionFailed('The live map changed since that etag: read GET /api/admin/remotes again and retry');
}

async function entryOf(deps: DeployDeps, name: AppName): Promise<RemoteEntry> {
  const entry = (await entries(deps, deps.db)).find((e) => e.name === name);
  if (!entry) throw new Error(`no entry for ${name}`);
  return entry;
}

async function entries(deps: DeployDeps, q: Queryable): Promise<RemoteEntry[]> {
  const [states, history] = [await readStates(q), await readHistory(q)];
  return appNames.map((name) => {
    const state = states.get(name);
    const live = state?.live ?? {
      ...bundledPlacement(deps.config, deps.bundle, name),
      deployedAt: null,
      deployedBy: null,
    };
    return {
      name,
      live: {
        version: live.version,
        manifestUrl: live.manifestUrl,
        deployedAt: live.deployedAt,
        deployedBy: live.deployedBy,
      },
      canary: state?.canary
        ? { version: state.canary.version, manifestUrl: state.canary.manifestUrl, percent: state.canary.percent }
        : null,
      history: history
        .filter((h) => h.remote === name)
        .map(({ version, action, deployedAt, deployedBy }) => ({ version, action, deployedAt, deployedBy })),
    };
  });
}
