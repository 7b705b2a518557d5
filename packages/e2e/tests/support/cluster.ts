import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { AppInstance } from './app-instance';
import { Nginx } from './nginx';
import { createDatabase, nginxBinary, redisUrl } from './services';

/** The ports of the many-instance run: the balancer, the bucket, then one per instance. */
const ports = { balancer: 8251, bucket: 8254, instances: [8252, 8253] };
const bucket = 'cliques-scale';
/** Where browsers PUT and GET media. */
export const bucketOrigin = `http://127.0.0.1:${ports.bucket}`;
const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
/** The bucket lets browsers PUT and GET from the app's origin (docs/DEPLOY.md, "Bucket"). */
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

/** docs/DEPLOY.md's topology on one machine: nginx, two app instances, PostgreSQL, Redis, a bucket. */
export interface Cluster {
  /** The origin users open (the balancer). */
  url: string;
  instances: AppInstance[];
  /** A confirmation code from whichever instance's dev mailbox got it (each instance keeps its own). */
  latestCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the whole topology: a fresh database `cliques_scale_<pid>`, s3rver as the bucket, both
 * instances at once (their migrations and signing key race, as in a real rollout), then nginx.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-scale-'));
  const database = await createDatabase(`cliques_scale_${process.pid}`);
  const s3 = new S3rver({
    port: ports.bucket,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 'bucket'),
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  await s3.run();
  const url = `http://localhost:${ports.balancer}`;
  const env = {
    ...credentials,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    S3_BUCKET: bucket,
    S3_ENDPOINT: bucketOrigin,
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_ORIGIN: url,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    LOG_LEVEL: 'warn',
  };
  const instances = ports.instances.map((port, i) => new AppInstance(port, path.join(dir, `instance-${i + 1}`), env));
  const nginx = new Nginx(nginxBinary() ?? 'nginx', path.join(dir, 'nginx'), ports.balancer, ports.instances);
  const close = async () => {
    await nginx.stop();
    for (const instance of instances) await instance.stop('SIGTERM');
    await s3.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    await nginx.start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    instances,
    async latestCode(email) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        for (const instance of instances) {
          const code = instance.running ? await instance.latestCode(email) : null;
          if (code) return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No confirmation code for ${email} in any instance's dev mailbox`);
    },
    close,
  };
}
