import fs from 'node:fs';
import path from 'node:path';
import type { RouteSet } from '@cliques/contracts';
import { remoteNames, type RemoteName } from '../../platform/config/config';
import { readRouteSet } from './route-sets';

/** What one app's build provides and needs at the federation seam (`dist/cliques-contract.json`). */
export interface Contract {
  contractVersion: number;
  name: string;
  version: string;
  provides: Surface & RouteSet;
  /** What the app loads from each remote, and the route patterns of that remote it links to. */
  requires: Record<string, Partial<Surface & { links: string[] }>>;
}

/** Modules of one remote: each module's version, props fingerprint and export name. */
interface Surface {
  modules: Record<string, number>;
  /**
   * Each module's props fingerprint: each prop by name, `?` first when optional, then a hash of its
   * type's structure (none in builds from before fingerprints).
   */
  props: Record<string, Record<string, string>>;
  /** Each module's named export, which consumers read (none in builds from before it). */
  exports: Record<string, string>;
}

/** The parts of a Module Federation `mf-manifest.json` the checks read. */
export interface Manifest {
  name: string;
  exposes: { name: string; path?: string }[];
  shared: { name: string; version: string; requiredVersion?: string | false; singleton?: boolean }[];
}

/** The builds served from APPS_DIR, read once at start: the host's seam and each remote's bundled contract. */
export interface Bundle {
  hostContract: Contract | null;
  hostManifest: Manifest | null;
  remotes: Record<RemoteName, { contract: Contract | null }>;
}

/** The apps of the live map: the remotes, and the host (the shell), which is released the same way. */
export const appNames = [...remoteNames, 'host'] as const;
export type AppName = (typeof appNames)[number];

/** `mfe_feed` → `mfe-feed`: the app's folder under APPS_DIR, /remotes/ and /releases/ (`host` stays `host`). */
export function remoteDir(name: AppName): string {
  return name.replace('_', '-');
}

/** The app whose folder is `dir`, if any. */
export function appOfDir(dir: string): AppName | undefined {
  return appNames.find((name) => remoteDir(name) === dir);
}

/** Whether `name` is an app of the live map: a remote or the host. */
export function isAppName(name: string): name is AppName {
  return (appNames as readonly string[]).includes(name);
}

/** Whether `name` is one of the federation names the host knows. */
export function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as readonly string[]).includes(name);
}

/** Reads the bundled builds' contracts and the host manifest (absent files give null: the checks then skip them). */
export function loadBundle(appsDir: string): Bundle {
  const read = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(path.join(appsDir, file), 'utf8'));
    } catch {
      return null;
    }
  };
  const remotes = {} as Bundle['remotes'];
  for (const name of remoteNames)
    remotes[name] = { contract: asContract(read(`${remoteDir(name)}/dist/cliques-contract.json`)) };
  return {
    hostContract: asContract(read('host/dist/cliques-contract.json')),
    hostManifest: asManifest(read('host/dist/mf-manifest.json')),
    remotes,
  };
}

/** The value as a contract if it has the contract's shape (any contractVersion: the checks judge that). */
export function asContract(value: unknown): Contract | null {
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.version !== 'string') return null;
  const provides = isObject(value.provides) ? value.provides : {};
  return {
    contractVersion: typeof value.contractVersion === 'number' ? value.contractVersion : 0,
    name: value.name,
    version: value.version,
    provides: {
      ...readRouteSet(provides),
      modules: isObject(provides.modules) ? numbers(provides.modules) : {},
      props: isObject(provides.props) ? fingerprints(provides.props) : {},
      exports: isObject(provides.exports) ? strings(provides.exports) : {},
    },
    requires: isObject(value.requires) ? (value.requires as Contract['requires']) : {},
  };
}

/** The value as a manifest if it has a name; missing lists read as empty. */
export function asManifest(value: unknown): Manifest | null {
  if (!isObject(value) || typeof value.name !== 'string') return null;
  const list = (items: unknown) => (Array.isArray(items) ? items.filter(isObject) : []);
  return {
    name: value.name,
    exposes: list(value.exposes).map((e) => ({
      name: String(e.name ?? ''),
      path: typeof e.path === 'string' ? e.path : undefined,
    })),
    shared: list(value.shared).map((s) => ({
      name: String(s.name ?? ''),
      version: String(s.version ?? ''),
      requiredVersion: typeof s.requiredVersion === 'string' ? s.requiredVersion : false,
      singleton: s.singleton === true,
    })),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(record: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

function fingerprints(record: Record<string, unknown>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([module, props]) => (isObject(props) ? [[module, strings(props)]] : [])),
  );
}

function strings(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
