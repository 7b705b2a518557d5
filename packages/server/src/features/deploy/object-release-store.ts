import type { ObjectBody, ObjectStore } from '../../platform/storage/object-store';
import { releaseVersionPattern, type ReleaseFiles, type ReleaseStore } from './release-store';

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  wasm: 'application/wasm',
};

/** The Content-Type of a release file by its name (a `.br`/`.gz` copy has its original's type). */
export function releaseFileType(file: string): string {
  const name = file.replace(/\.(br|gz)$/, '');
  return types[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Releases as objects under `releases/<dir>/<version>/` of an object store (the media bucket in S3
 * mode). A bucket has no rename, so `mf-manifest.json` is written last and a release is visible
 * (`exists`, deployable: a deploy reads its manifest) only once every other file is in place.
 */
export class ObjectReleaseStore implements ReleaseStore {
  constructor(readonly store: ObjectStore) {}

  async put(dir: string, version: string, files: ReleaseFiles): Promise<void> {
    const prefix = this.prefix(dir, version);
    // The database decides what a version is: files left under it (a lost claim) are not trusted.
    for await (const object of this.store.list(prefix)) await this.store.delete(object.key);
    const ordered = [...files].sort(([a], [b]) => Number(a === 'mf-manifest.json') - Number(b === 'mf-manifest.json'));
    for (const [name, content] of ordered)
      await this.store.put(`${prefix}${name}`, content, { contentType: releaseFileType(name) });
  }

  async read(dir: string, version: string, file: string): Promise<Buffer | null> {
    const object = await this.open(dir, version, file);
    return object ? Buffer.concat(await object.body.toArray()) : null;
  }

  async exists(dir: string, version: string): Promise<boolean> {
    return (await this.store.head(`${this.prefix(dir, version)}mf-manifest.json`)) !== null;
  }

  /** The manifest goes first, so the release stops being `exists` (deployable) before the rest goes. */
  async remove(dir: string, version: string): Promise<void> {
    const prefix = this.prefix(dir, version);
    await this.store.delete(`${prefix}mf-manifest.json`);
    for await (const object of this.store.list(prefix)) await this.store.delete(object.key);
  }

  /** One file's bytes as a stream (serving `/releases/…`), or null. */
  async open(dir: string, version: string, file: string): Promise<ObjectBody | null> {
    if (file.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
    return this.store.get(`${this.prefix(dir, version)}${file}`);
  }

  private prefix(dir: string, version: string): string {
    if (!/^[a-z0-9-]+$/.test(dir) || !releaseVersionPattern.test(version)) throw new Error('invalid release folder');
    return `releases/${dir}/${version}/`;
  }
}
