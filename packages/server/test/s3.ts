import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on a free port with one empty bucket; S3RVER/S3RVER credentials. */
export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The settings that put an app's media and releases in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts s3rver for a test file. Credentials reach the SDK through its standard chain (the
 * environment), as in production. The bucket allows browser PUTs and GETs from any origin (CORS).
 */
export async function startTestBucket(bucket = 'cliques-test'): Promise<TestBucket> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-s3-'));
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
