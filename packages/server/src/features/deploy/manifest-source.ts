import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config/config';
import { appOfDir, asContract, asManifest, type Contract, type Manifest } from './contracts';
import type { ReleaseStore } from './release-store';

/** How long a manifest (and its contract) may take to answer before the deploy is refused. */
export const manifestTimeoutMs = 5_000;
const maxManifestBytes = 5 * 1024 * 1024;

/** A remote build about to go live, read from where its manifest URL points. */
export interface Candidate {
  manifest: Manifest;
  contract: Contract | null;
  /** Why the contract could not be read, when it could not. */
  contractProblem?: string;
}

type Read = (file: string) => Promise<{ text: string } | { reason: string }>;

/**
 * Reads the manifest at `manifestUrl` and the `cliques-contract.json` beside it. Same-origin paths
 * are read from disk (`/remotes/<dir>/…` in APPS_DIR) or the release store (`/releases/…`); absolute
 * URLs only on the configured remote origins, fetched with a 5 s limit and no redirects (the server
 * must not be talked into calling anything else). Returns the candidate or the reasons it cannot be read.
 */
export async function readCandidate(
  deps: { config: Config; store: ReleaseStore },
  manifestUrl: string,
): Promise<{ candidate: Candidate } | { reasons: string[] }> {
  const read = reader(deps, manifestUrl);
  if (!read) {
    return {
      reasons: [
        `manifestUrl "${manifestUrl}" is not allowed: use a path to an mf-manifest.json under /remotes/ or /releases/, or a URL on an origin listed in REMOTE_ORIGINS`,
      ],
    };
  }
  const manifestText = await read('mf-manifest.json');
  if ('reason' in manifestText) return { reasons: [manifestText.reason.replace('%s', 'manifest')] };
  const manifest = parse(manifestText.text, asManifest);
  if (!manifest)
    return { reasons: ['the manifest is not a Module Federation manifest (mf-manifest.json with a name)'] };
  const contractText = await read('cliques-contract.json');
  if ('reason' in contractText)
    return { candidate: { manifest, contract: null, contractProblem: contractText.reason.replace('%s', 'contract') } };
  const contract = parse(contractText.text, asContract);
  return {
    candidate: {
      manifest,
      contract,
      contractProblem: contract ? undefined : 'the contract (cliques-contract.json) is not valid',
    },
  };
}

function parse<T>(text: string, shape: (value: unknown) => T | null): T | null {
  try {
    return shape(JSON.parse(text));
  } catch {
    return null;
  }
}

/** How to read files beside the manifest, or null when the URL is not one a deploy may use. */
function reader(deps: { config: Config; store: ReleaseStore }, manifestUrl: string): Read | null {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) {
    const parts = manifestUrl.split('?')[0]?.split('/').slice(1) ?? [];
    if (parts.some((p) => p === '..' || p === '.' || p === '') || !manifestUrl.endsWith('/mf-manifest.json'))
      return null;
    const [area, dir = '', ...rest] = parts;
    if (!appOfDir(dir)) return null;
    const folder = rest.slice(0, -1);
    if (area === 'remotes') {
      return async (file) => {
        const text = await fs.promises
          .readFile(path.join(deps.config.appsDir, dir, 'dist', ...folder, file), 'utf8')
          .catch(() => null);
        return text === null ? { reason: `the %s (${file}) is not in the bundled build of ${dir}` } : { text };
      };
    }
    if (area === 'releases' && folder.length >= 1) {
      const [version = '', ...inner] = folder;
      return async (file) => {
        const content = await deps.store.read(dir, version, [...inner, file].join('/')).catch(() => null);
        return content === null
          ? { reason: `the %s (${file}) is not in release ${dir} ${version}: publish it first` }
          : { text: content.toString('utf8') };
      };
    }
    return null;
  }
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !deps.config.remoteOrigins.includes(url.origin)) return null;
  return (file) => fetchText(new URL(file, url));
}

async function fetchText(url: URL): Promise<{ text: string } | { reason: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(manifestTimeoutMs), redirect: 'error' });
    if (!response.ok) return { reason: `the %s answered HTTP ${response.status} (${url.href})` };
    const text = await response.text();
    return text.length > maxManifestBytes ? { reason: 'the %s is larger than 5 MB' } : { text };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { reason: `the %s did not answer within ${manifestTimeoutMs / 1000} s` };
    return { reason: `the %s could not be fetched (${url.href})` };
  }
}
