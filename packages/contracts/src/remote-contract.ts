// What the build checks and writes from remotes.ts. Evaluated by tooling/webpack/contract.js at config time
// like remotes.ts: it may import only remotes.ts at run time.
import {
  contractVersion,
  remoteLinks,
  remoteUses,
  remotes,
  type AppName,
  type RemoteModuleId,
  type RemoteName,
} from './remotes';
import type { RouteSet } from './routes';

/** Modules of one remote, by name, with their contract major version; and the routes linked to. */
export interface ContractSurface {
  /** The route patterns of this remote that the app links to (`remoteLinks`). */
  links: string[];
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
  /** The app's routes and navigation entries (from its src/route-declarations.ts) and its modules. */
  provides: Omit<ContractSurface, 'links'> & RouteSet;
  requires: Record<string, ContractSurface>;
}

const remoteNames = Object.keys(remotes) as RemoteName[];

/** A remote's modules (those in `only` when given), with each module's props fingerprint. */
function modulesOf(
  remote: RemoteName,
  fingerprints: PropsFingerprints,
  only?: readonly string[],
): Omit<ContractSurface, 'links'> {
  const modules = Object.entries(
    remotes[remote].modules as Record<string, { version: number; exportName: string }>,
  ).filter(([key]) => !only || only.includes(key));
  const props = (key: string) => fingerprints[`${remote}/${key.slice(2)}`];
  return {
    modules: Object.fromEntries(modules.map(([key, spec]) => [key, spec.version])),
    props: Object.fromEntries(
      modules.flatMap(([key]) => (props(key) === undefined ? [] : [[key, props(key) as PropsFingerprint]])),
    ),
    exports: Object.fromEntries(modules.map(([key, spec]) => [key, spec.exportName])),
  };
}

/** What `app` needs from other remotes: the routes it links to and the modules it uses. */
export function requiresOf(app: AppName, fingerprints: PropsFingerprints = {}): Record<string, ContractSurface> {
  const uses: Partial<Record<RemoteName, readonly string[]>> =
    app in remoteUses ? remoteUses[app as keyof typeof remoteUses] : {};
  const links: Partial<Record<RemoteName, readonly string[]>> =
    app in remoteLinks ? remoteLinks[app as keyof typeof remoteLinks] : {};
  return Object.fromEntries(
    remoteNames
      .filter((r) => r in uses || r in links)
      .map((r) => [
        r,
        { links: [...(links[r] ?? [])], ...(r in uses ? modulesOf(r, fingerprints, uses[r]) : modulesOf(r, {}, [])) },
      ]),
  );
}

/**
 * The contract `app`'s build writes, with the build's own `version`, the modules' props fingerprints
 * and the routes its src/route-declarations.ts declares (none for the host).
 */
export function appContract(
  app: AppName,
  version: string,
  fingerprints: PropsFingerprints = {},
  routes: RouteSet = { routes: [], nav: [] },
): CliquesContract {
  const modules = app === 'host' ? { modules: {}, props: {}, exports: {} } : modulesOf(app, fingerprints);
  return {
    contractVersion,
    name: app,
    version,
    provides: { ...routes, ...modules },
    requires: requiresOf(app, fingerprints),
  };
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

export { routeSetOf, type Catalogs } from './route-set';
