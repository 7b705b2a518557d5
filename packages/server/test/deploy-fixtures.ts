import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import type { RouteDeclaration } from '@cliques/contracts';
import { remoteNames, type RemoteName } from '../src/platform/config/config';
import { remoteDir, type AppName, type Contract } from '../src/features/deploy/contracts';
import { createTestApp, type TestApp } from './test-app';

export const hostShared = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@cliques/session', version: '0.1.0', requiredVersion: '0.1.0', singleton: true },
];

/** Routes each remote declares in the fixture; the host links to all of them. */
export const fixtureRoutes: Record<RemoteName, RouteDeclaration[]> = {
  mfe_auth: [{ path: '/login', page: 'login', access: 'signed-out' }],
  mfe_feed: [
    { path: '/feed', page: 'feed', access: 'signed-in' },
    { path: '/post/:postId', page: 'post', access: 'signed-in' },
  ],
  mfe_chat: [{ path: '/chat', page: 'chat', access: 'signed-in' }],
  mfe_social: [{ path: '/cliques', page: 'cliques', access: 'signed-in' }],
  mfe_legal: [{ path: '/terms', page: 'terms', access: 'public' }],
};

/** The props fingerprints and export names of mfe_feed's modules in the fixture's contracts. */
export const fixtureProps = {
  './post-card': { post: '6932ec48dbca', onDeleted: '?81d14bf08b2f', linkToPost: '?b05288046e7e' },
  './composer': { cliqueId: '?5a6503c6cca8', onPosted: '?e885b7500236' },
};
export const fixtureExports = { './post-card': 'PostCard', './composer': 'Composer' };

/** A remote's contract as its build would emit it; mfe_feed provides the cards mfe_social loads. */
export function fixtureContract(name: RemoteName, version: string, change: Partial<Contract> = {}): Contract {
  const modules = { './post-card': 1, './composer': 1 };
  return {
    contractVersion: 1,
    name,
    version,
    provides: {
      routes: fixtureRoutes[name],
      nav: [],
      ...(name === 'mfe_feed'
        ? { modules, props: fixtureProps, exports: fixtureExports }
        : { modules: {}, props: {}, exports: {} }),
    },
    requires:
      name === 'mfe_social' ? { mfe_feed: { links: [], modules, props: fixtureProps, exports: fixtureExports } } : {},
    ...change,
  };
}

/** A remote's mf-manifest.json: exposes ./routes and its contract's modules, shares what the host shares. */
export function fixtureManifest(contract: Contract, change: Record<string, unknown> = {}) {
  const exposes = ['routes', ...Object.keys(contract.provides.modules).map((m) => m.replace('./', ''))];
  return {
    id: contract.name,
    name: contract.name,
    metaData: {},
    exposes: exposes.map((e) => ({ id: `${contract.name}:${e}`, name: e, path: `./${e}` })),
    shared: hostShared,
    remotes: [],
    ...change,
  };
}

/** A release's files: manifest, contract, an entry and a chunk with its gzip copy. */
export function releaseFiles(
  name: RemoteName,
  version: string,
  options: { contract?: Partial<Contract>; manifest?: Record<string, unknown>; marker?: string } = {},
): Map<string, Buffer> {
  const contract = fixtureContract(name, version, options.contract);
  const chunk = Buffer.from(`console.log(${JSON.stringify(options.marker ?? `${name} ${version}`)});`);
  return new Map([
    ['mf-manifest.json', Buffer.from(JSON.stringify(fixtureManifest(contract, options.manifest)))],
    ['cliques-contract.json', Buffer.from(JSON.stringify(contract))],
    ['remoteEntry.js', Buffer.from('var remote = {};')],
    ['chunks/main.0123456789.js', chunk],
    ['chunks/main.0123456789.js.gz', zlib.gzipSync(chunk)],
  ]);
}

/** A gzip'd tar of the files, plus raw extra entries (links, unsafe paths) to test refusals. */
export async function tarball(
  files: Map<string, Buffer>,
  extra: { header: Partial<Header> & { name: string }; content?: Buffer }[] = [],
): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of archive) chunks.push(chunk as Buffer);
  })();
  for (const [name, content] of files) archive.entry({ name, size: content.length }, content);
  for (const { header, content } of extra) archive.entry({ size: content?.length ?? 0, ...header }, content ?? '');
  archive.finalize();
  await collected;
  return zlib.gzipSync(Buffer.concat(chunks));
}

/** An APPS_DIR holding the bundled builds' contracts and manifests, and the host's. */
export function makeAppsDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-apps-'));
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(value));
  };
  const requires = Object.fromEntries(
    remoteNames.map((name) => [name, { links: fixtureRoutes[name].map((route) => route.path), modules: {} }]),
  );
  write('host/dist/cliques-contract.json', {
    contractVersion: 1,
    name: 'host',
    version: '0.1.0-host0001',
    provides: { routes: [], nav: [], modules: {} },
    requires,
  });
  write('host/dist/mf-manifest.json', {
    id: 'host',
    name: 'host',
    metaData: {},
    exposes: [],
    remotes: [],
    shared: hostShared,
  });
  for (const name of remoteNames) {
    const contract = fixtureContract(name, `0.1.0-bundled${remoteNames.indexOf(name)}`);
    write(`${remoteDir(name)}/dist/cliques-contract.json`, contract);
    write(`${remoteDir(name)}/dist/mf-manifest.json`, fixtureManifest(contract));
  }
  return root;
}

/**
 * A test app over a fixture APPS_DIR and a DATA_DIR of its own, with an admin and a deploy token;
 * `serveApps`: it serves the host's pages too.
 */
export async function createDeployTestApp(
  env: Record<string, string> = {},
  options: { serveApps?: boolean } = {},
): Promise<TestApp & { appsDir: string; dataDir: string }> {
  const appsDir = makeAppsDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-data-'));
  const t = await createTestApp(
    {
      APPS_DIR: appsDir,
      DATA_DIR: dataDir,
      ADMIN_USERS: 'root',
      DEPLOY_TOKEN: deployToken,
      ...env,
    },
    options,
  );
  const close = t.close;
  return Object.assign(t, {
    appsDir,
    dataDir,
    close: async () => {
      await close();
      fs.rmSync(appsDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The DEPLOY_TOKEN of createDeployTestApp, and its header. */
export const deployToken = 'test-deploy-token-0123456789';
export const tokenAuth = { authorization: `Bearer ${deployToken}` };

/** Publishes a release with the deploy token. */
export async function publish(t: TestApp, name: RemoteName, version: string, files = releaseFiles(name, version)) {
  return t.request({
    method: 'PUT',
    url: `/api/admin/releases/${name}/${version}`,
    headers: { ...tokenAuth, 'content-type': 'application/gzip' },
    payload: await tarball(files),
  });
}

/** The live map as GET /api/admin/remotes shows it. */
export async function liveMap(t: Pick<TestApp, 'request'>) {
  const res = await t.request({ method: 'GET', url: '/api/admin/remotes', headers: tokenAuth });
  return res.body as {
    etag: string;
    remotes: {
      name: string;
      live: { version: string | null; manifestUrl: string; deployedAt: string | null; deployedBy: string | null };
      canary: { version: string; percent: number } | null;
      history: { version: string | null; action: string; deployedBy: string }[];
    }[];
  };
}

/** Deploys with the current etag (read just before). */
export async function deploy(t: Pick<TestApp, 'request'>, name: AppName, body: Record<string, unknown>) {
  const { etag } = await liveMap(t);
  return t.request({
    method: 'PUT',
    url: `/api/admin/remotes/${name}`,
    headers: { ...tokenAuth, 'if-match': etag },
    payload: body,
  });
}
