import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A release's files: relative path (forward slashes, no `..`) → bytes. */
export type ReleaseFiles = Map<string, Buffer>;

/**
 * Where release files live. A release is written whole or not at all and never changes after;
 * `dir` is the remote's folder (`mfe-feed`). The filesystem form serves its folder directly; an
 * S3 form would put the files under `releases/<dir>/<version>/` and serve them from the bucket.
 */
export interface ReleaseStore {
  /** Stores a release, replacing any files left under it; readers see none of it until all of it is in place. */
  put(dir: string, version: string, files: ReleaseFiles): Promise<void>;
  /** One file of a release, or null when the release or the file is absent. */
  read(dir: string, version: string, file: string): Promise<Buffer | null>;
  exists(dir: string, version: string): Promise<boolean>;
  /** Removes a release's files (retention); readers see it gone before the last file goes. Absent is fine. */
  remove(dir: string, version: string): Promise<void>;
}

/** Release files under `<root>/<dir>/<version>/`, written to a temporary folder and renamed into place. */
export class FsReleaseStore implements ReleaseStore {
  constructor(readonly root: string) {}

  async put(dir: string, version: string, files: ReleaseFiles): Promise<void> {
    const target = this.folder(dir, version);
    const temp = path.join(this.root, '.incoming', `${dir}-${version}-${randomUUID()}`);
    try {
      for (const [name, content] of files) {
        const file = path.join(temp, ...name.split('/'));
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, content);
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // The database decides what a version is; files already under it are left over from an
      // upload whose claim was lost (a crash, a database reset), so they are set aside, not trusted.
      if (await this.exists(dir, version)) await fs.promises.rename(target, `${temp}.old`);
      await fs.promises.rename(temp, target);
    } finally {
      await fs.promises.rm(temp, { recursive: true, force: true });
      await fs.promises.rm(`${temp}.old`, { recursive: true, force: true });
    }
  }

  async read(dir: string, version: string, file: string): Promise<Buffer | null> {
    const base = this.folder(dir, version);
    const full = path.resolve(base, ...file.split('/'));
    if (!full.startsWith(`${base}${path.sep}`)) return null;
    return fs.promises.readFile(full).catch(() => null);
  }

  async exists(dir: string, version: string): Promise<boolean> {
    return fs.promises.stat(this.folder(dir, version)).then(
      (stat) => stat.isDirectory(),
      () => false,
    );
  }

  async remove(dir: string, version: string): Promise<void> {
    const doomed = path.join(this.root, '.incoming', `${dir}-${version}-${randomUUID()}.removed`);
    await fs.promises.mkdir(path.dirname(doomed), { recursive: true });
    await fs.promises.rename(this.folder(dir, version), doomed).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.promises.rm(doomed, { recursive: true, force: true });
  }

  private folder(dir: string, version: string): string {
    if (!/^[a-z0-9-]+$/.test(dir) || !releaseVersionPattern.test(version)) throw new Error('invalid release folder');
    return path.join(path.resolve(this.root), dir, version);
  }
}

/** What a release version may look like: safe as one path segment and in a URL. */
export const releaseVersionPattern = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
