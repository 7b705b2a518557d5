import type { ObjectStore } from './object-store';

/** What a migration did, for its progress lines and its summary. */
export interface MigrationReport {
  copied: number;
  skipped: number;
  bytes: number;
}

/** The prefixes of a DATA_DIR that belong in the bucket: media blobs and remote releases. */
export const migratedPrefixes = ['media/blobs/', 'releases/'];

/**
 * Copies every object under the prefixes from one store to another (a DATA_DIR into the bucket),
 * resumable: an object already there with the same size is skipped, so a stopped run started again
 * goes on where it was. Blobs and releases never change once written, so the size is enough.
 */
export async function copyObjects(
  from: ObjectStore,
  to: ObjectStore,
  prefixes: string[],
  progress: (line: string) => void,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0 };
  for (const prefix of prefixes) {
    for await (const object of from.list(prefix)) {
      const there = await to.head(object.key);
      if (there?.size === object.size) {
        report.skipped += 1;
        continue;
      }
      const source = await from.get(object.key);
      if (!source) continue;
      await to.put(object.key, source.body);
      report.copied += 1;
      report.bytes += object.size;
      if (report.copied % 100 === 0)
        progress(
          `copied ${report.copied} (${(report.bytes / 1048576).toFixed(1)} MB), skipped ${report.skipped}: ${object.key}`,
        );
    }
  }
  return report;
}
