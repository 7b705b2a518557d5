import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { extract } from 'tar-stream';
import { badRequest, message } from '../../platform/http/errors';
import type { ReleaseFiles } from './release-store';

/** Limits on one release: a remote's dist is a few hundred files and a few MB. */
export const tarballLimits = { files: 4_000, unpackedBytes: 100 * 1024 * 1024 };

const gunzip = promisify(zlib.gunzip);

/**
 * Reads a gzip'd tar of a remote's dist into memory. Only regular files and folders are accepted;
 * absolute paths, `..`, links and devices are refused, as are archives past the limits (the
 * decompression itself is capped, so a small bomb cannot fill memory). Throws a 400 with the reason.
 */
export async function readTarball(body: Buffer): Promise<ReleaseFiles> {
  // Headers and padding take at most 1 KiB per entry besides the contents.
  const maxTar = tarballLimits.unpackedBytes + (tarballLimits.files + 2) * 1024;
  let tar: Buffer;
  try {
    tar = await gunzip(body, { maxOutputLength: maxTar });
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooLarge();
    throw badRequest("The body is not a gzip file: send the dist as a gzip'd tar (application/gzip)");
  }
  const files: ReleaseFiles = new Map();
  let total = 0;
  const reader = extract();
  const done = (async () => {
    for await (const entry of reader) {
      const type = entry.header.type ?? 'file';
      if (type === 'directory') {
        entry.resume();
        continue;
      }
      const name = entryName(entry.header.name);
      if (type !== 'file' && type !== 'contiguous-file')
        throw badRequest(
          message('The archive holds a {type} ({name}): only regular files are allowed', {
            type,
            name: entry.header.name,
          }),
        );
      if (files.size >= tarballLimits.files)
        throw badRequest(message('The archive holds more than {max} files', { max: tarballLimits.files }));
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const content = Buffer.concat(chunks);
      total += content.length;
      if (total > tarballLimits.unpackedBytes) throw tooLarge();
      files.set(name, content);
    }
  })();
  reader.end(tar);
  try {
    await done;
  } catch (error) {
    reader.destroy();
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest('The body is not a valid tar archive');
  }
  refuseFileFolderClash(files);
  return files;
}

/** A name that is a file and also the folder of another file cannot be stored: 400 naming it. */
function refuseFileFolderClash(files: ReleaseFiles): void {
  for (const name of files.keys()) {
    const parts = name.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (files.has(folder))
        throw badRequest(message('The archive holds "{path}" as both a file and a folder', { path: folder }));
    }
  }
}

/** The longest file or folder name a release may hold, in bytes (what file systems allow). */
const maxNameBytes = 255;

/** A safe relative path for an entry, or a 400: no absolute paths, no `..`, no backslashes, no over-long names. */
function entryName(raw: string): string {
  const name = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  const parts = name.split('/');
  if (
    name === '' ||
    raw.startsWith('/') ||
    /^[A-Za-z]:/.test(raw) ||
    name.includes('\\') ||
    parts.some((p) => p === '..' || p === '.' || p === '') ||
    name.includes('\0')
  ) {
    throw badRequest(message('The archive holds an unsafe path: "{path}"', { path: raw }));
  }
  // File systems and object stores refuse longer names; the release is refused before it is stored.
  if (parts.some((part) => Buffer.byteLength(part) > maxNameBytes))
    throw badRequest(
      message('The archive holds a name longer than {max} bytes: "{path}"', { max: maxNameBytes, path: raw }),
    );
  return name;
}

function tooLarge() {
  return badRequest(
    message('The archive unpacks to more than {max} MB', { max: tarballLimits.unpackedBytes / 1024 / 1024 }),
  );
}
