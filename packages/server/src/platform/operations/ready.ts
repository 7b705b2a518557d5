import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { pingDatabase, probeDatabaseWrite } from '../database/ping.repository';
import { bucketStore } from '../storage/s3-object-store';
import type { ErrorRate } from './error-rate';

/** A check answers within this long or counts as failed. */
const checkTimeoutMs = 2_000;

/** Whether this instance should be sent traffic now; set false once it starts shutting down. */
export interface Readiness {
  accepting: boolean;
}

function withTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/** Writes and flushes a small file in the data folder: the disk this instance keeps media on takes writes. */
async function probeDisk(dataDir: string): Promise<void> {
  const file = await fs.promises.open(path.join(dataDir, '.ready-probe'), 'w');
  try {
    await file.writeFile(new Date().toISOString());
    await file.datasync();
  } finally {
    await file.close();
  }
}

/**
 * GET /api/ready: 200 when this instance can serve — the database answers and takes a write, the
 * data folder takes a write (media kept on disk, without S3_BUCKET), Redis answers (with
 * REDIS_URL), the bucket answers (with S3_BUCKET), most of its recent answers were not server
 * errors, and it is not shutting down — else 503 `not_ready` naming every failed check in
 * `details`. Each check runs anew at every call, so an instance recovers by itself (a disk freed).
 * `/api/health` stays liveness.
 */
export const readyRoute: RoutePlugin<{ readiness: Readiness; errorRate: ErrorRate }> = async (
  app,
  { context, readiness, errorRate },
) => {
  // Stable across restarts of the same instance, so the probe table keeps one row per instance.
  const instanceId = `${os.hostname()}:${context.config.port}`;
  const checks: Array<[string, () => Promise<unknown>]> = [
    ['database', () => pingDatabase(context.db)],
    ['database_write', () => probeDatabaseWrite(context.db, instanceId)],
  ];
  if (!context.config.s3) checks.push(['disk', () => probeDisk(context.config.dataDir)]);
  if (context.config.redisUrl) checks.push(['redis', () => app.realtime.ping()]);
  const s3 = context.config.s3;
  if (s3) {
    // HeadBucket with the client media and releases use: the bucket exists and these credentials reach it.
    const store = bucketStore(s3);
    checks.push(['bucket', () => store.client.send(new HeadBucketCommand({ Bucket: store.bucket }))]);
  }
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether this instance should get traffic',
        operationId: 'getReadiness',
        // The balancer asks without a token.
        security: [],
        response: {
          200: Type.Object({ status: Type.Literal('ready'), checks: Type.Array(Type.String()) }),
          503: Type.Object({
            error: Type.Object({
              code: Type.Literal('not_ready'),
              message: Type.String(),
              details: Type.Array(Type.String()),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const names = checks.map(([name]) => name);
      const results = await Promise.allSettled(checks.map(([, check]) => withTimeout(check())));
      const failed = names.filter((_, i) => results[i]?.status === 'rejected');
      if (errorRate.failing) failed.push('errors');
      for (const name of failed) request.log.warn({ check: name }, 'readiness check failed');
      if (!readiness.accepting) failed.unshift('shutting_down');
      if (failed.length > 0)
        return reply
          .status(503)
          .send({ error: { code: 'not_ready' as const, message: `Not ready: ${failed.join(', ')}`, details: failed } });
      return { status: 'ready' as const, checks: names };
    },
  );
};
