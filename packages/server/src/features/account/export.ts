import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/http/errors';
import { mediaServiceFor } from '../media';
import { accountJson } from './export-json';
import { archivePathOf } from './export-sections.repository';
import { findExportProfile, mediaFiles, sectionPages } from './export.repository';

/** A download of someone's data: the zip as a stream and the name to save it under. */
export interface AccountArchive {
  fileName: string;
  stream: Readable;
}

/** The name the archive is saved under: `cliques-<username>-<YYYY-MM-DD>.zip`. */
export function archiveName(username: string, now: Date): string {
  return `cliques-${username.replace(/[^A-Za-z0-9._-]+/g, '_')}-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * Builds the person's archive as a stream: `account.json` (written page by page as the zip is read)
 * and then each file they uploaded under `media/`, decoded, each opened only when the zip reaches it.
 * The zip is produced as fast as the client reads it, so memory stays flat whatever the size.
 * 404 when the person has no profile.
 */
export async function buildAccountArchive(
  context: AppContext,
  userId: string,
  now = new Date(),
): Promise<AccountArchive> {
  const profile = await findExportProfile(context.db, userId);
  if (!profile) throw notFound('User not found');
  const { storage } = await mediaServiceFor(context);
  const zip = new ZipFile();
  // A file that cannot be read ends the download (the client sees a broken zip), never the process.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.addReadStreamLazy('account.json', { mtime: now }, (done) =>
    done(null, Readable.from(accountJson(context.db, profile, now))),
  );
  const addFiles = async () => {
    for await (const rows of sectionPages(context.db, userId, mediaFiles)) {
      for (const row of rows) {
        const blobId = String(row.blob_id);
        const gzip = row.content_encoding === 'gzip';
        // Images and video are compressed already: stored, not deflated again.
        zip.addReadStreamLazy(
          archivePathOf(String(row.key)),
          { mtime: new Date(row.created_at as string), compress: false },
          (done) => {
            storage.open(blobId).then(
              (file) =>
                done(
                  null,
                  !file ? Readable.from([]) : gzip ? pipeline(file, zlib.createGunzip(), () => undefined) : file,
                ),
              (error: Error) => done(error, Readable.from([])),
            );
          },
        );
      }
    }
    zip.end();
  };
  addFiles().catch((error: Error) => (zip.outputStream as Readable).destroy(error));
  return { fileName: archiveName(String(profile.username), now), stream: zip.outputStream as Readable };
}
