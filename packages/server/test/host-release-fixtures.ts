import fs from 'node:fs';
import path from 'node:path';
import type { Contract } from '../src/features/deploy/contracts';
import { hostShared, tarball, tokenAuth } from './deploy-fixtures';
import type { TestApp } from './test-app';

/** The inline script of a host page, as the theme script is. */
export const hostInlineScript = (version: string) => `document.documentElement.dataset.host = '${version}';`;

/** A host page as the host's build writes it: content-hashed files named at the root. */
export function hostPage(version: string, footer = `Footer of ${version}`): string {
  return [
    '<!doctype html><html><head>',
    `<script>${hostInlineScript(version)}</script>`,
    '<script defer src="/main.0123456789.js"></script>',
    '<link href="/main.abcdef0123.css" rel="stylesheet">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `</head><body data-footer="${footer}"><div id="root"></div></body></html>`,
  ].join('');
}

/** A release of the host: its page, worker, entry, manifest and contract. */
export function hostReleaseFiles(
  version: string,
  options: { footer?: string; shared?: typeof hostShared; requires?: Contract['requires'] } = {},
): Map<string, Buffer> {
  const contract = {
    contractVersion: 1,
    name: 'host',
    version,
    provides: { modules: {} },
    requires: options.requires ?? {},
  };
  const manifest = {
    id: 'host',
    name: 'host',
    metaData: {},
    exposes: [],
    remotes: [],
    shared: options.shared ?? hostShared,
  };
  return new Map([
    ['index.html', Buffer.from(hostPage(version, options.footer))],
    ['sw.js', Buffer.from(`// worker of host ${version}`)],
    ['main.0123456789.js', Buffer.from(`console.log('host ${version}');`)],
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['cliques-contract.json', Buffer.from(JSON.stringify(contract))],
  ]);
}

/** Writes the bundled host's page and worker into the test app's APPS_DIR. */
export function writeBundledHost(appsDir: string): void {
  fs.writeFileSync(path.join(appsDir, 'host/dist/index.html'), hostPage('bundled', 'Bundled footer'));
  fs.writeFileSync(path.join(appsDir, 'host/dist/sw.js'), '// worker of the bundled host');
}

/** Publishes a host release with the deploy token. */
export async function publishHost(t: Pick<TestApp, 'request'>, version: string, files = hostReleaseFiles(version)) {
  return t.request({
    method: 'PUT',
    url: `/api/admin/releases/host/${version}`,
    headers: { ...tokenAuth, 'content-type': 'application/gzip' },
    payload: await tarball(files),
  });
}

/** The host page a request gets (with these headers), and its CSP. */
export async function openPage(t: Pick<TestApp, 'request'>, url = '/', headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url, headers });
  return { status: res.status, html: String(res.body), csp: String(res.headers['content-security-policy'] ?? '') };
}
