import fs from 'node:fs';
import type { DeployOptions } from './args';
import { AdminApi, DeployApiError, type PreviewLink, type RemoteEntry } from './admin-api';
import { buildRemote, packRelease, repoRoot, type BuiltRemote } from './build-remote';
import { checkRemote } from './checks';

/** What a run did, for the summary line: the app's entry in the live map, or (--preview) the preview link. */
export interface DeployReport {
  result: { entry: RemoteEntry } | { preview: PreviewLink };
  version?: string;
  /** Whether the release was new on the server (false: the same files were already there). */
  published?: boolean;
  /** `switchMs`: the live map's change, or the preview link's making. */
  timings: { buildMs?: number; uploadMs?: number; switchMs: number; bytes?: number };
}

/** How often a deploy re-reads the map when another deploy changed it in between (412). */
const maxAttempts = 3;

/**
 * Builds, checks, publishes and switches one app, a remote or the host (or rolls it back, or makes a
 * preview link instead of switching), as the options say. The app's type-check and unit tests run
 * beside its build; if either fails nothing is published.
 * `root`: the repository holding the remote (this one).
 */
export async function deploy(
  options: DeployOptions,
  log: (line: string) => void = () => undefined,
  root = repoRoot,
): Promise<DeployReport> {
  const api = new AdminApi(options.server, options.token);
  if (options.rollback) {
    const started = Date.now();
    const entry = await api.rollback(options.name);
    return { result: { entry }, timings: { switchMs: Date.now() - started } };
  }
  let started = Date.now();
  log(`Building ${options.dir} alone, with its type-check and unit tests…`);
  const built = await buildAndCheck(options.dir, root);
  const buildMs = Date.now() - started;
  const version = options.version ?? built.version;
  const tarball = await packRelease(built);
  started = Date.now();
  log(
    `Publishing ${options.name} ${version} (${built.files.length} files, ${(tarball.length / 1024 / 1024).toFixed(1)} MB)…`,
  );
  const published = await api.publishRelease(options.name, version, tarball);
  const uploadMs = Date.now() - started;
  started = Date.now();
  const result = options.preview
    ? { preview: await api.preview(options.name, version) }
    : {
        entry: await switchTo(api, options.name, { version, ...(options.percent ? { percent: options.percent } : {}) }),
      };
  return {
    result,
    version,
    published,
    timings: { buildMs, uploadMs, switchMs: Date.now() - started, bytes: tarball.length },
  };
}

/** The remote's build, once its checks passed too (their failure first: it says what to fix). */
async function buildAndCheck(dir: string, root: string): Promise<BuiltRemote> {
  const [build, checks] = await Promise.allSettled([buildRemote(dir, root), checkRemote(dir, root)]);
  if (checks.status === 'rejected') {
    if (build.status === 'fulfilled') fs.rmSync(build.value.dir, { recursive: true, force: true });
    throw checks.reason;
  }
  if (build.status === 'rejected') throw build.reason;
  return build.value;
}

async function switchTo(
  api: AdminApi,
  name: string,
  target: { version: string; percent?: number },
): Promise<RemoteEntry> {
  for (let attempt = 1; ; attempt += 1) {
    const { etag } = await api.remotes();
    try {
      return await api.setLive(name, etag, target);
    } catch (error) {
      // Another deploy moved the map between our read and our write: read it again.
      if (!(error instanceof DeployApiError && error.status === 412 && attempt < maxAttempts)) throw error;
    }
  }
}

/** One line saying what is live now, or the preview link and until when it works. */
export function describe(report: DeployReport): string {
  if ('preview' in report.result) {
    const { app, version, url, expiresAt } = report.result.preview;
    return `Preview of ${app} ${version} (live unchanged), until ${expiresAt}: ${url}`;
  }
  const { entry } = report.result;
  const live = `${entry.name} ${entry.live.version ?? entry.live.manifestUrl} is live`;
  return entry.canary
    ? `${entry.name} ${entry.canary.version ?? entry.canary.manifestUrl} is the canary for ${entry.canary.percent} % of people; ${live} for the others`
    : live;
}
