// What the build checks and writes from remotes.ts. Evaluated by tooling/webpack/contract.js at config time
// like remotes.ts: it may import only remotes.ts at run time.
import { contractVersion, remoteUses, remotes, type AppName, type RemoteModuleId, type RemoteName } from './remotes';

/** Pages and modules of one remote, by name; modules carry their contract major version. */
export interface ContractSurface {
  pages: string[];
  modules: Record<string, number>;
}

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

function modulesOf(remote: RemoteName, only?: readonly string[]): Record<string, number> {
  const modules: Record<string, { version: number }> = remotes[remote].modules;
  return Object.fromEntries(
    Object.entries(modules)
      .filter(([key]) => !only || only.includes(key))
      .map(([key, spec]) => [key, spec.version]),
  );
}

/** What `app` needs from other remotes: the host every page of each; an area the modules it uses. */
export function requiresOf(app: AppName): Record<string, ContractSurface> {
  if (app === 'host')
    return Object.fromEntries(remoteNames.map((r) => [r, { pages: [...remotes[r].pages], modules: {} }]));
  const uses: Partial<Record<RemoteName, readonly string[]>> =
    app in remoteUses ? remoteUses[app as keyof typeof remoteUses] : {};
  return Object.fromEntries(
    Object.entries(uses).map(([r, keys]) => [r, { pages: [], modules: modulesOf(r as RemoteName, keys) }]),
  );
}

/** The contract `app`'s build writes, with the build's own `version`. */
export function appContract(app: AppName, version: string): CliquesContract {
  const provides: ContractSurface =
    app === 'host' ? { pages: [], modules: {} } : { pages: [...remotes[app].pages], modules: modulesOf(app) };
  return { contractVersion, name: app, version, provides, requires: requiresOf(app) };
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
