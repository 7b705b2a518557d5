import { remotes as contractRemotes } from '@cliques/contracts';
import { prefixesOverlap, prefixProblem } from '@cliques/contracts/route-patterns';
import { remoteNames, type RemoteName } from '../../platform/config/config';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, invalidRemote, message } from '../../platform/http/errors';
import type { Bundle, Contract } from './contracts';
import { lockLiveMap, readStates } from './live-map.repository';
import { insertPrefix, readAssignedPrefixes } from './prefixes.repository';
import { routeSetOf } from './route-sets';

/** Each remote's path prefixes: the remotes contract's, then those an admin gave it at run time. */
export type PrefixMap = Record<RemoteName, string[]>;

/** What assigning a prefix reads: the database, and the bundled builds (live until a release replaces them). */
interface PrefixDeps {
  db: Database;
  bundle: Bundle;
}

/** One prefix as GET /api/admin/prefixes lists it. */
export interface PrefixEntry {
  prefix: string;
  remote: RemoteName;
  source: 'contract' | 'assigned';
  assignedBy: string | null;
  assignedAt: string | null;
}

/** The server's own paths, which no remote may own (the app's pages are everything else). */
const serverPaths = ['/api', '/identity', '/ws', '/media', '/remotes', '/releases'];

/** Every prefix: the contract's first, then those given at run time, each with its remote. */
export async function listPrefixes(q: Queryable): Promise<PrefixEntry[]> {
  const fromContract = remoteNames.flatMap((remote) =>
    contractRemotes[remote].prefixes.map((prefix) => ({
      prefix,
      remote,
      source: 'contract' as const,
      assignedBy: null,
      assignedAt: null,
    })),
  );
  const assigned = (await readAssignedPrefixes(q)).flatMap((row) =>
    (remoteNames as readonly string[]).includes(row.remote)
      ? [{ ...row, remote: row.remote as RemoteName, source: 'assigned' as const }]
      : [],
  );
  return [...fromContract, ...assigned];
}

/** Each remote's prefixes, as the deploy validation reads them. */
export async function readPrefixMap(q: Queryable): Promise<PrefixMap> {
  const map = Object.fromEntries(remoteNames.map((remote) => [remote, [] as string[]])) as PrefixMap;
  for (const entry of await listPrefixes(q)) map[entry.remote].push(entry.prefix);
  return map;
}

/**
 * Gives `prefix` to `remote` (PUT /api/admin/prefixes/{prefix}): 400 for a malformed prefix; 422 with
 * the reasons when it overlaps another remote's prefix, a signed-out route of the live or canary
 * builds, or the server's own paths. Giving a remote a prefix it has changes nothing (`created` false).
 * Assignments take turns on the live map's lock, so two overlapping ones cannot both pass.
 */
export async function assignPrefix(
  deps: PrefixDeps,
  request: { prefix: string; remote: RemoteName; actor: string },
): Promise<{ created: boolean; prefix: PrefixEntry }> {
  const { prefix, remote } = request;
  const problem = prefixProblem(prefix);
  if (problem) throw badRequest(problem);
  return deps.db.transaction(async (tx) => {
    await lockLiveMap(tx);
    const existing = (await listPrefixes(tx)).find((entry) => entry.prefix === prefix && entry.remote === remote);
    if (existing) return { created: false, prefix: existing };
    const map = await readPrefixMap(tx);
    const reasons = overlaps(prefix, remote, map, await signedOutRoutes(deps, tx));
    if (reasons.length > 0 || !(await insertPrefix(tx, { prefix, remote, assignedBy: request.actor })))
      throw invalidRemote(
        message('{prefix} cannot be given to {remote}', { prefix, remote }),
        reasons.length > 0 ? reasons : [`${prefix} was just given to another remote`],
      );
    const created = (await listPrefixes(tx)).find((entry) => entry.prefix === prefix) as PrefixEntry;
    return { created: true, prefix: created };
  });
}

/** The signed-out routes of every remote's live (a release, else the bundled build) and canary build. */
async function signedOutRoutes(deps: PrefixDeps, q: Queryable): Promise<Set<string>> {
  const states = await readStates(q);
  const builds: (Contract | null)[] = remoteNames.flatMap((name) => {
    const state = states.get(name);
    return [state?.live ? state.live.contract : deps.bundle.remotes[name].contract, state?.canary?.contract ?? null];
  });
  return new Set(
    builds.flatMap((build) =>
      routeSetOf(build)
        .routes.filter((route) => route.access === 'signed-out')
        .map((route) => route.path),
    ),
  );
}

/** Why `prefix` may not be `remote`'s: each prefix of another remote, signed-out route or server path it overlaps. */
function overlaps(prefix: string, remote: RemoteName, map: PrefixMap, signedOut: Set<string>): string[] {
  const reasons = remoteNames
    .filter((other) => other !== remote)
    .flatMap((other) =>
      map[other].filter((p) => prefixesOverlap(prefix, p)).map((p) => `${prefix} overlaps ${p}, a prefix of ${other}`),
    );
  for (const path of signedOut)
    if (prefixesOverlap(prefix, path)) reasons.push(`${prefix} overlaps the signed-out route ${path}`);
  for (const path of serverPaths)
    if (prefixesOverlap(prefix, path)) reasons.push(`${prefix} overlaps ${path}, which the server itself answers`);
  return [...new Set(reasons)];
}
