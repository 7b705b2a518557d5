// What the build checks and writes from remotes.ts. Evaluated by tooling/webpack/contract.js at config time
// like remotes.ts: it may import only remotes.ts at run time.
import { contractVersion, remoteUses, remotes, type AppName, type RemoteModuleId, type RemoteName } from './remotes';

/** Pages and modules of one remote, by name; modules carry their contract major version. */
export interface ContractSurface {
  pages: string[];
  modules: Record<string, number>;
  /**
   * Each module's props fingerprint (tooling/webpack/props-fingerprint.js), read from its props in
   * `RemoteModuleProps` with the TypeScript compiler: each prop by name, `?` first when optional, then
   * a hash of its type's structure. A provider that does not take what a consumer passes is refused.
   */
  props: Record<string, PropsFingerprint>;
  /** Each module's named export (its component), which consumers read: renaming it is a breaking change. */
  exports: Record<string, string>;
}

/** One module's props: each prop by name, `?` first when optional, then the hash of its type's structure. */
export type PropsFingerprint = Record<string, string>;

/** Props fingerprint of each exposed module by federated id (`mfe_feed/composer`). */
export type PropsFingerprints = Readonly<Record<string, PropsFingerprint>>;

/**
 * The machine-readable contract every build writes as `dist/cliques-contract.json`, and the deploy
 * validation reads: what the app provides and what it needs from each remote.
 */
export interface CliquesContract {
  contractVersion: number;
  /** Federation name: host, mfe_feed… */
  name: string;
  /** package.json version + '-' + the first 8 hex characters of the compilation hash. */
  version: string;
  provides: ContractSurface;
  requires: Record<string, ContractSurface>;
}

const remoteNames = Object.keys(remotes) as RemoteName[];

/** A remote's pages and modules (those in `only` when given), with each module's props fingerprint. */
function surfaceOf(
  remote: RemoteName,
  fingerprints: PropsFingerprints,
  options: { pages: boolean; only?: readonly string[] },
): ContractSurface {
  const modules = Object.entries(
    remotes[remote].modules as Record<string, { version: number; exportName: string }>,
  ).filter(([key]) => !options.only || options.only.includes(key));
  const props = (key: string) => fingerprints[`${remote}/${key.slice(2)}`];
  return {
    pages: options.pages ? [...remotes[remote].pages] : [],
    modules: Object.fromEntries(modules.map(([key, spec]) => [key, spec.version])),
    props: Object.fromEntries(
      modules.flatMap(([key]) => (props(key) === undefined ? [] : [[key, props(key) as PropsFingerprint]])),
    ),
    exports: Object.fromEntries(modules.map(([key, spec]) => [key, spec.exportName])),
  };
}

/** What `app` needs from other remotes: the host every page of each; an area the modules it uses. */
export function requiresOf(app: AppName, fingerprints: PropsFingerprints = {}): Record<string, ContractSurface> {
  if (app === 'host')
    return Object.fromEntries(
      remoteNames.map((r) => [r, { pages: [...remotes[r].pages], modules: {}, props: {}, exports: {} }]),
    );
  const uses: Partial<Record<RemoteName, readonly string[]>> =
    app in remoteUses ? remoteUses[app as keyof typeof remoteUses] : {};
  return Object.fromEntries(
    Object.entries(uses).map(([r, only]) => [r, surfaceOf(r as RemoteName, fingerprints, { pages: false, only })]),
  );
}

/** The contract `app`'s build writes, with the build's own `version` and the modules' props fingerprints. */
export function appContract(app: AppName, version: string, fingerprints: PropsFingerprints = {}): CliquesContract {
  const provides: ContractSurface =
    app === 'host' ? { pages: [], modules: {}, props: {}, exports: {} } : surfaceOf(app, fingerprints, { pages: true });
  return { contractVersion, name: app, version, provides, requires: requiresOf(app, fingerprints) };
}

/** The modules besides `./routes` that `app` exposes: key (`./composer`), federated id and export name. */
export function exposedModules(app: AppName): { key: string; id: string; exportName: string }[] {
  if (app === 'host') return [];
  return Object.entries(remotes[app].modules as Record<string, { exportName: string }>).map(([key, spec]) => ({
    key,
    id: `${app}/${key.slice(2)}`,
    exportName: spec.exportName,
  }));
}

/** The `exposes` keys an app's build must have: `./routes` and its contract modules (the host: none). */
export function expectedExposes(app: AppName): string[] {
  return app === 'host' ? [] : ['./routes', ...Object.keys(remotes[app].modules)];
}

/** One reason per difference between an app's `exposes` keys and the contract; empty when they agree. */
export function exposesProblems(app: AppName, exposed: readonly string[]): string[] {
  const expected = expectedExposes(app);
  return [
    ...expected
      .filter((key) => !exposed.includes(key))
      .map((key) => `${app} must expose ${key} (packages/contracts/src/remotes.ts declares it)`),
    ...exposed
      .filter((key) => !expected.includes(key))
      .map((key) => `${app} exposes ${key}, which packages/contracts/src/remotes.ts does not declare`),
  ];
}

/** The remote, module key and export name behind a federated module id. */
export function remoteModule(id: RemoteModuleId): {
  remote: RemoteName;
  key: string;
  exportName: string;
  version: number;
} {
  const [remote, name] = id.split('/') as [RemoteName, string];
  const key = `./${name}`;
  const spec = (remotes[remote].modules as Record<string, { exportName: string; version: number }>)[key];
  if (!spec) throw new Error(`${id} is not in the remotes contract`);
  return { remote, key, ...spec };
}
