import type { RouteSet } from '@cliques/contracts';
import { remoteNames, type Config, type RemoteName } from '../../platform/config/config';
import type { Database } from '../../platform/database/database';
import type { Bundle, Contract } from './contracts';
import { readStates } from './live-map.repository';
import { readCandidate } from './manifest-source';
import type { ReleaseStore } from './release-store';
import { routeSetOf } from './route-sets';

/** How many other builds' routes (previews) are kept in memory: builds are immutable, a route set is small. */
const keptRouteSets = 50;
const otherBuilds = new Map<string, Promise<Contract | null>>();

/**
 * Each remote's routes and navigation entries for /config.json: those the build the caller gets
 * declares (`remotes`: its manifest URL by remote; a live or canary build's contract is in the live
 * map, any other build's is read beside its manifest once). A build that declares none (one from
 * before route declarations) gets the bundled build's, so its pages keep their paths.
 */
export async function routesFor(
  deps: { config: Config; db: Database; bundle: Bundle; releaseStore: ReleaseStore },
  remotes: Record<RemoteName, string>,
): Promise<Record<RemoteName, RouteSet>> {
  const states = await readStates(deps.db);
  const routes = {} as Record<RemoteName, RouteSet>;
  for (const name of remoteNames) {
    const state = states.get(name);
    const bundled = deps.bundle.remotes[name].contract;
    const placed = [state?.live, state?.canary].find((placement) => placement?.manifestUrl === remotes[name]);
    const contract = placed
      ? placed.contract
      : remotes[name] === deps.config.remotes[name]
        ? bundled
        : await otherBuild(deps, remotes[name]);
    const declared = routeSetOf(contract);
    routes[name] = declared.routes.length > 0 ? declared : routeSetOf(bundled);
  }
  return routes;
}

/** The contract of a build outside the live map (a preview), read once. */
function otherBuild(
  deps: { config: Config; releaseStore: ReleaseStore },
  manifestUrl: string,
): Promise<Contract | null> {
  let read = otherBuilds.get(manifestUrl);
  if (!read) {
    read = readCandidate({ config: deps.config, store: deps.releaseStore }, manifestUrl).then((answer) =>
      'candidate' in answer ? answer.candidate.contract : null,
    );
    otherBuilds.set(manifestUrl, read);
    if (otherBuilds.size > keptRouteSets) otherBuilds.delete(otherBuilds.keys().next().value as string);
  }
  return read;
}
