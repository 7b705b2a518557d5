import semver from 'semver';
import { remoteNames, type RemoteName } from '../../platform/config/config';
import { isRemoteName, type Contract, type Manifest } from './contracts';
import type { Candidate } from './manifest-source';
import type { PrefixMap } from './prefixes';
import { routeProblems } from './route-validation';

/**
 * What the rest of the app currently runs: the host's seam, each remote's live and canary contracts,
 * and each remote's path prefixes (`readPrefixMap`; without them, only the contract's).
 */
export interface Seam {
  hostContract: Contract | null;
  hostManifest: Manifest | null;
  contracts: Record<RemoteName, { live: Contract | null; canary: Contract | null }>;
  prefixes?: PrefixMap;
}

type Needs = Contract['requires'][string];

/**
 * Every reason `candidate` may not become `name`'s build, in words (empty when it may): it must be
 * that remote's manifest exposing `./routes`; its contract (version 1) must provide every module the
 * other remotes' live and canary builds load from it, each under the export name and with the props
 * (same props fingerprint) those builds were built for, and expose every module it lists; what it
 * loads from others must be there in their live and canary builds; its routes must pass
 * `routeProblems` (inside its prefixes, no collision, no linked route dropped); and the host must
 * satisfy each shared singleton it declares. A remote whose contract is unknown (a
 * build from before contracts) is not checked against.
 */
export function checkCandidate(name: RemoteName, candidate: Candidate, seam: Seam): string[] {
  const { manifest, contract } = candidate;
  const reasons: string[] = [];
  if (manifest.name !== name) reasons.push(`the manifest is for "${manifest.name}", not "${name}"`);
  if (!exposes(manifest, './routes')) reasons.push('the manifest exposes no ./routes');
  if (!contract) reasons.push(candidate.contractProblem ?? 'the contract (cliques-contract.json) could not be read');
  else if (contract.contractVersion !== 1)
    reasons.push(`the contract has contractVersion ${contract.contractVersion}; this server reads version 1`);
  else {
    if (contract.name !== name) reasons.push(`the contract is for "${contract.name}", not "${name}"`);
    for (const [label, consumer] of consumers(name, seam))
      reasons.push(
        ...unmet(consumer.requires[name], contract, (what, problem) => `${what} ${problem} (required by ${label})`),
      );
    for (const module of Object.keys(contract.provides.modules)) {
      if (!exposes(manifest, module))
        reasons.push(`module "${module}" is in the contract, but the manifest does not expose it`);
    }
    reasons.push(...ownNeeds(name, contract, seam));
    reasons.push(...routeProblems(name, contract, seam, consumers(name, seam)));
  }
  reasons.push(...singletons(manifest, seam.hostManifest));
  return [...new Set(reasons)];
}

/** The builds that load from or link to `name`: the host, then every other remote's live and canary. */
function consumers(name: RemoteName, seam: Seam): [string, Contract][] {
  const list: [string, Contract | null][] = [['host', seam.hostContract]];
  for (const other of remoteNames) {
    if (other === name) continue;
    list.push([other, seam.contracts[other].live], [`${other} canary`, seam.contracts[other].canary]);
  }
  return list.filter((entry): entry is [string, Contract] => entry[1] !== null);
}

/** What the candidate loads from each remote must be in that remote's live and canary builds. */
function ownNeeds(name: RemoteName, contract: Contract, seam: Seam): string[] {
  const reasons: string[] = [];
  for (const [provider, needs] of Object.entries(contract.requires)) {
    if (provider === name) {
      reasons.push(...unmet(needs, contract, (what, problem) => `${what} ${problem} (required by the release itself)`));
      continue;
    }
    if (!isRemoteName(provider)) {
      reasons.push(`the release loads from "${provider}", which is not a remote`);
      continue;
    }
    const { live, canary } = seam.contracts[provider];
    for (const [which, build] of [
      ['live', live],
      ['canary', canary],
    ] as const) {
      if (build)
        reasons.push(
          ...unmet(
            needs,
            build,
            (what, problem) =>
              `${what} ${problem} in ${provider} ${build.version} (${which}), which the release loads it from`,
          ),
        );
    }
  }
  return reasons;
}

/**
 * The modules in `needs` that `provider` lacks, or has in another version, under another export name
 * or with other props, each described by `say`.
 */
function unmet(needs: Needs | undefined, provider: Contract, say: (what: string, problem: string) => string): string[] {
  const reasons: string[] = [];
  for (const [module, version] of Object.entries(needs?.modules ?? {})) {
    const has = provider.provides.modules[module];
    if (has === undefined) reasons.push(say(`module "${module}"`, 'is missing'));
    else if (has !== version) reasons.push(say(`module "${module}"`, `is version ${has}, not ${version}`));
    else if (!agree(needs?.exports?.[module], provider.provides.exports[module]))
      reasons.push(
        say(`module "${module}"`, `exports ${provider.provides.exports[module]}, not ${needs?.exports?.[module]}`),
      );
    else
      reasons.push(
        ...propsDifferences(needs?.props?.[module], provider.provides.props[module]).map((d) =>
          say(`module "${module}"`, d),
        ),
      );
  }
  return reasons;
}

/** Whether export names agree; a build from before them (none) is not checked against. */
function agree(needed: string | undefined, provided: string | undefined): boolean {
  return needed === undefined || provided === undefined || needed === provided;
}

/**
 * Why a module taking the `taken` props cannot be given what a consumer built for `passed` passes
 * (fingerprints: `?` when optional, then the hash of the prop's type): each prop the consumer may
 * pass must be taken, with the same type, and be optional when the consumer may leave it out; any
 * other prop must be optional. The build checks a module's export by the same rule
 * (tooling/webpack/props-fingerprint.js). A build from before fingerprints is not checked against.
 */
function propsDifferences(passed?: Record<string, string>, taken?: Record<string, string>): string[] {
  if (!passed || !taken) return [];
  const differences: string[] = [];
  for (const [name, shape] of Object.entries(passed)) {
    const own = taken[name];
    if (own === undefined) differences.push(`takes no prop ${name}`);
    else if (own.replace('?', '') !== shape.replace('?', '')) differences.push(`takes prop ${name} with another type`);
    else if (shape.startsWith('?') && !own.startsWith('?'))
      differences.push(`requires prop ${name}, which may be left out`);
  }
  for (const [name, own] of Object.entries(taken))
    if (!(name in passed) && !own.startsWith('?')) differences.push(`requires prop ${name}, which is not passed`);
  return differences;
}

/** Each shared singleton of the release must be provided by the host in a version its range accepts. */
function singletons(manifest: Manifest, hostManifest: Manifest | null): string[] {
  if (!hostManifest) return [];
  const reasons: string[] = [];
  for (const shared of manifest.shared.filter((s) => s.singleton)) {
    const host = hostManifest.shared.find((s) => s.name === shared.name);
    const range = shared.requiredVersion;
    if (!host) reasons.push(`shared singleton ${shared.name}: the host does not provide it`);
    else if (range && semver.validRange(range) && !semver.satisfies(host.version, range, { includePrerelease: true })) {
      reasons.push(`shared singleton ${shared.name}: the host provides ${host.version}, the release requires ${range}`);
    }
  }
  return reasons;
}

/** Whether the manifest exposes `./module` (manifests name exposes without the `./`). */
function exposes(manifest: Manifest, module: string): boolean {
  return manifest.exposes.some((e) => e.path === module || `./${e.name}` === module);
}
