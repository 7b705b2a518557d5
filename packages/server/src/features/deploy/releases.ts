import { createHash } from 'node:crypto';
import type { Database } from '../../platform/database/database';
import { badRequest, conflict, notFound, message } from '../../platform/http/errors';
import { asContract, asManifest, isAppName, remoteDir, type AppName } from './contracts';
import { deleteRelease, findRelease, insertRelease, type ReleaseRow } from './releases.repository';
import { releaseVersionPattern, type ReleaseFiles, type ReleaseStore } from './release-store';
import { markStored } from './retention.repository';
import { readTarball } from './tarball';

/**
 * A release's identity: sha256 over its sorted (path, sha256(content)) pairs, so the same files give
 * the same digest whatever order or timestamps the archive had.
 */
export function releaseDigest(files: ReleaseFiles): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash.update(
      `${name}\0${createHash('sha256')
        .update(files.get(name) as Buffer)
        .digest('hex')}\n`,
    );
  }
  return `sha256:${hash.digest('hex')}`;
}

/** Checks an app name (a remote, or the host) and release version from a URL: 404 for an unknown app, 400 for a bad version. */
export function checkReleaseId(name: string, version: string): asserts name is AppName {
  if (!isAppName(name)) throw notFound(message('Unknown remote "{name}"', { name }));
  if (!releaseVersionPattern.test(version))
    throw badRequest('version must be 1–64 letters, digits, ".", "_", "+" or "-", starting with a letter or digit');
}

/**
 * Publishes a remote's dist (a gzip'd tar) as an immutable release. The version is claimed in the
 * database first, then the files are stored; the same bytes again answer `created: false` (and put
 * back files a crash or retention removed), other bytes under a published version are a 409.
 */
export async function publishRelease(
  deps: { db: Database; store: ReleaseStore },
  request: { name: string; version: string; body: Buffer; actor: string },
): Promise<{ created: boolean; release: ReleaseRow }> {
  const { name, version } = request;
  checkReleaseId(name, version);
  const files = await readTarball(request.body);
  checkDist(name, files);
  const digest = releaseDigest(files);
  const dir = remoteDir(name);
  const claimed = await insertRelease(deps.db, { name, version, digest, files: files.size, createdBy: request.actor });
  const release = claimed ?? (await findRelease(deps.db, name, version));
  if (!release) throw new Error('release claim vanished');
  if (release.digest !== digest)
    throw conflict(
      message('{name} {version} is already published with other content; publish under a new version', {
        name,
        version,
      }),
    );
  // A new claim always writes its files; a repeat writes them only if a crash lost them.
  if (claimed || !(await deps.store.exists(dir, version))) {
    try {
      await deps.store.put(dir, version, files);
    } catch (error) {
      // Another upload of the same bytes may have stored them meanwhile; otherwise free the claim.
      if (!(await deps.store.exists(dir, version))) {
        if (claimed) await deleteRelease(deps.db, name, version);
        throw error;
      }
    }
    const sizeBytes = [...files.values()].reduce((sum, content) => sum + content.length, 0);
    await markStored(deps.db, name, version, sizeBytes);
  }
  return { created: claimed !== null, release };
}

/** A release must be an app's dist: its manifest and contract at the root, both naming this app. */
function checkDist(name: string, files: ReleaseFiles): void {
  const problems: string[] = [];
  const json = (file: string): unknown => {
    const content = files.get(file);
    if (!content) return (problems.push(`the archive has no ${file} at its root`), undefined);
    try {
      return JSON.parse(content.toString('utf8'));
    } catch {
      return (problems.push(`${file} is not valid JSON`), undefined);
    }
  };
  const manifestJson = json('mf-manifest.json');
  const contractJson = json('cliques-contract.json');
  const manifest = manifestJson === undefined ? null : asManifest(manifestJson);
  const contract = contractJson === undefined ? null : asContract(contractJson);
  if (manifestJson !== undefined && manifest?.name !== name)
    problems.push(`mf-manifest.json is for "${manifest?.name ?? '?'}", not "${name}"`);
  if (contractJson !== undefined && contract?.name !== name)
    problems.push(`cliques-contract.json is for "${contract?.name ?? '?'}", not "${name}"`);
  if (problems.length > 0)
    throw badRequest(message('Not a release of {name}: {problems}', { name, problems: problems.join('; ') }), problems);
}
