// npm run media:migrate: copies DATA_DIR's media blobs and releases into the S3_BUCKET of the same
// settings the server reads. Resumable; prints progress. Credentials come from the SDK's chain.
import path from 'node:path';
import { loadConfig } from './platform/config/config';
import { FsObjectStore } from './platform/storage/fs-object-store';
import { copyObjects, migratedPrefixes } from './platform/storage/migrate-to-bucket';
import { bucketStore } from './platform/storage/s3-object-store';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) throw new Error('S3_BUCKET is not set: there is no bucket to copy into');
  const from = new FsObjectStore(config.dataDir);
  const to = bucketStore(config.s3);
  process.stdout.write(
    `Copying ${path.join(config.dataDir, '{media/blobs,releases}')} into bucket ${config.s3.bucket}\n`,
  );
  const report = await copyObjects(from, to, migratedPrefixes, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(
    `Done: ${report.copied} copied (${(report.bytes / 1048576).toFixed(1)} MB), ${report.skipped} already there.\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`media:migrate failed: ${error.message}\n`);
  process.exit(1);
});
