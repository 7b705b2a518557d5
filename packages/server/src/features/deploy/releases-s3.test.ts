import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bucketStore } from '../../platform/storage/s3-object-store';
import { startTestBucket, type TestBucket } from '../../../test/s3';
import { createDeployTestApp, deploy, publish, releaseFiles } from '../../../test/deploy-fixtures';
import { removeReleases } from './retention.job';

const noBucket = () => {
  throw new Error('not in S3 mode');
};

describe('releases in the bucket (S3 mode)', () => {
  let bucket: TestBucket;
  let t: Awaited<ReturnType<typeof createDeployTestApp>>;
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createDeployTestApp(bucket.env);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('publishes into releases/<dir>/<version>/ of the bucket and serves the files with the same headers', async () => {
    const files = releaseFiles('mfe_feed', '1.0.0');
    files.set(
      'chunks/main.0123456789.js.br',
      zlib.brotliCompressSync(files.get('chunks/main.0123456789.js') ?? Buffer.alloc(0)),
    );
    expect((await publish(t, 'mfe_feed', '1.0.0', files)).status).toBe(201);
    expect((await publish(t, 'mfe_feed', '1.0.0', files)).status).toBe(200);
    const stored: string[] = [];
    for await (const object of bucketStore(t.config.s3 ?? noBucket()).list('releases/mfe-feed/1.0.0/'))
      stored.push(object.key);
    expect(stored).toContain('releases/mfe-feed/1.0.0/mf-manifest.json');
    expect(stored).toHaveLength(files.size);
    const plain = await t.app.inject({ method: 'GET', url: '/releases/mfe-feed/1.0.0/chunks/main.0123456789.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('console.log("mfe_feed 1.0.0");');
    expect(plain.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'content-type': 'text/javascript; charset=utf-8',
    });
    const br = await t.app.inject({
      method: 'GET',
      url: '/releases/mfe-feed/1.0.0/chunks/main.0123456789.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("mfe_feed 1.0.0");');
    expect((await t.app.inject({ method: 'GET', url: '/releases/mfe-feed/1.0.0/nope.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/releases/mfe-feed/1.0.0/../../x' })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'releases', 'mfe-feed'))).toBe(false);
  });

  it('deploys a release from the bucket (its manifest and contract are read from there)', async () => {
    await publish(t, 'mfe_chat', '2.0.0');
    const res = await deploy(t, 'mfe_chat', { version: '2.0.0' });
    expect(res.status).toBe(200);
    expect(res.body.remote.live).toMatchObject({
      version: '2.0.0',
      manifestUrl: '/releases/mfe-chat/2.0.0/mf-manifest.json',
    });
  });

  it('removes a removable release from the bucket (retention)', async () => {
    expect((await publish(t, 'mfe_auth', '3.0.0')).status).toBe(201);
    const policy = { keepNewest: 0, keepFetchedSeconds: 0 };
    expect(await removeReleases({ db: t.db, store: t.context.releaseStore, policy }, 'mfe_auth')).toEqual(['3.0.0']);
    const left: string[] = [];
    for await (const object of bucketStore(t.config.s3 ?? noBucket()).list('releases/mfe-auth/')) left.push(object.key);
    expect(left).toEqual([]);
  });
});
