import { remoteNames, type RemoteName } from '../../platform/config/config';
import { bundledPlacement } from './canary';
import type { AppName, Contract, Manifest } from './contracts';
import type { DeployDeps } from './deployments';
import type { StoredState } from './live-map.repository';
import { readCandidate, type Candidate } from './manifest-source';
import { readPrefixMap, type PrefixMap } from './prefixes';
import { checkCandidate, type Seam } from './validation';

/** One build of the host that pages run now: the live one, and the canary's while there is one. */
interface HostBuild {
  label: string;
  contract: Contract | null;
  manifest: Manifest | null;
}

/**
 * Every reason `candidate` may not become `name`'s build, checked against what runs now: a remote
 * release against each host build pages run (live and canary) and the other remotes
 * (validation.ts); a host release against each remote's live and canary build.
 */
export async function checkAgainstLive(
  deps: DeployDeps,
  name: AppName,
  candidate: Candidate,
  states: Map<string, StoredState>,
): Promise<string[]> {
  if (name === 'host') return checkHost(deps, candidate, states);
  const prefixes = await readPrefixMap(deps.db);
  const reasons = (await hostBuilds(deps, states)).flatMap((host) =>
    checkCandidate(name, candidate, seamOf(deps, states, host, prefixes)),
  );
  return [...new Set(reasons)];
}

/**
 * A host release must be the host's build (contract version 1), and must break no remote build
 * that runs now: each remote's live and canary build is checked against the release as it is
 * checked at its own deploy (its shared singletons provided; every page and module the host loads
 * from it there, as the host was built for), and any problem the current host does not already
 * have is a reason, naming the remote build.
 */
async function checkHost(deps: DeployDeps, candidate: Candidate, states: Map<string, StoredState>): Promise<string[]> {
  const { manifest, contract } = candidate;
  const reasons: string[] = [];
  if (manifest.name !== 'host') reasons.push(`the manifest is for "${manifest.name}", not "host"`);
  if (!contract) reasons.push(candidate.contractProblem ?? 'the contract (cliques-contract.json) could not be read');
  else if (contract.contractVersion !== 1)
    reasons.push(`the contract has contractVersion ${contract.contractVersion}; this server reads version 1`);
  else if (contract.name !== 'host') reasons.push(`the contract is for "${contract.name}", not "host"`);
  if (reasons.length > 0) return reasons;
  const [current] = await hostBuilds(deps, states);
  const release: HostBuild = { label: 'release', contract, manifest };
  for (const remote of remoteNames) {
    for (const build of remoteBuilds(deps, states, remote)) {
      const read = await readCandidate(deps, build.manifestUrl);
      const label = `${remote} ${build.version ?? build.manifestUrl} (${build.which})`;
      if ('reasons' in read) {
        reasons.push(...read.reasons.map((reason) => `${label} could not be checked: ${reason}`));
        continue;
      }
      const known = new Set(current ? checkCandidate(remote, read.candidate, seamOf(deps, states, current)) : []);
      for (const reason of checkCandidate(remote, read.candidate, seamOf(deps, states, release)))
        if (!known.has(reason)) reasons.push(`${label}: ${reason}`);
    }
  }
  return [...new Set(reasons)];
}

/** The host builds pages run now: the live one (a release, else the bundled build), then the canary's. */
async function hostBuilds(deps: DeployDeps, states: Map<string, StoredState>): Promise<HostBuild[]> {
  const state = states.get('host');
  const builds: HostBuild[] = [
    state?.live
      ? await hostRelease('live', state.live, deps)
      : { label: 'bundled', contract: deps.bundle.hostContract, manifest: deps.bundle.hostManifest },
  ];
  if (state?.canary) builds.push(await hostRelease('canary', state.canary, deps));
  return builds;
}

async function hostRelease(
  label: string,
  placement: { manifestUrl: string; contract: Contract | null },
  deps: DeployDeps,
): Promise<HostBuild> {
  const read = await readCandidate(deps, placement.manifestUrl);
  return { label, contract: placement.contract, manifest: 'candidate' in read ? read.candidate.manifest : null };
}

/** A remote's builds that run now: live (a release, else the bundled build), and its canary. */
function remoteBuilds(deps: DeployDeps, states: Map<string, StoredState>, remote: RemoteName) {
  const state = states.get(remote);
  const live = state?.live ?? bundledPlacement(deps.config, deps.bundle, remote);
  const builds = [{ which: 'live', version: live.version, manifestUrl: live.manifestUrl }];
  if (state?.canary)
    builds.push({ which: 'canary', version: state.canary.version, manifestUrl: state.canary.manifestUrl });
  return builds;
}

/** What the rest of the app runs now, with `host` as the host, for checking a remote against it. */
function seamOf(deps: DeployDeps, states: Map<string, StoredState>, host: HostBuild, prefixes?: PrefixMap): Seam {
  const contracts = {} as Seam['contracts'];
  for (const name of remoteNames) {
    const state = states.get(name);
    contracts[name] = {
      live: state?.live ? state.live.contract : deps.bundle.remotes[name].contract,
      canary: state?.canary?.contract ?? null,
    };
  }
  return { hostContract: host.contract, hostManifest: host.manifest, contracts, prefixes };
}
