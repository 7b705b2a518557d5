import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { startTestBucket, type TestBucket } from '../../../test/s3';
import { FsObjectStore } from './fs-object-store';
import { copyObjects, migratedPrefixes } from './migrate-to-bucket';
import { bucketStore } from './s3-object-store';

describe('copying a DATA_DIR into the bucket (npm run media:migrate)', () => {
  let bucket: TestBucket;
  let dataDir: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-migrate-'));
    const write = (file: string, bytes: Buffer) => {
      fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, file), bytes);
    };
    for (let i = 0; i < 5; i++) write(`media/blobs/a${i}/a${i}${'0'.repeat(30)}`, Buffer.alloc(100 + i, i));
    write('media/.incoming/unfinished', Buffer.from('half'));
    write('releases/mfe-feed/1.0.0/mf-manifest.json', Buffer.from('{}'));
    write('releases/mfe-feed/1.0.0/static/js/main.js', Buffer.from('x()'));
    write('identity/keys.json', Buffer.from('secret'));
  }, 60_000);
  afterAll(async () => {
    await bucket.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const target = () => {
    const s3 = loadConfig(bucket.env).s3;
    if (!s3) throw new Error('no bucket');
    return bucketStore(s3);
  };
  const keys = async () => {
    const found: string[] = [];
    for await (const object of target().list('')) found.push(`${object.key}:${object.size}`);
    return found.sort();
  };

  it('copies media blobs and releases (nothing else), then resumes: only what is missing or different is copied', async () => {
    const lines: string[] = [];
    const first = await copyObjects(new FsObjectStore(dataDir), target(), migratedPrefixes, (line) => lines.push(line));
    expect(first).toEqual({ copied: 7, skipped: 0, bytes: 100 + 101 + 102 + 103 + 104 + 2 + 3 });
    expect(await keys()).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `media/blobs/a${i}/a${i}${'0'.repeat(30)}:${100 + i}`),
      'releases/mfe-feed/1.0.0/mf-manifest.json:2',
      'releases/mfe-feed/1.0.0/static/js/main.js:3',
    ]);
    const blob = await target().get(`media/blobs/a3/a3${'0'.repeat(30)}`);
    expect(Buffer.concat(await (blob?.body.toArray() ?? [])).equals(Buffer.alloc(103, 3))).toBe(true);

    // A run stopped half-way: one object missing, one cut short.
    await target().delete(`media/blobs/a1/a1${'0'.repeat(30)}`);
    await target().put(`media/blobs/a2/a2${'0'.repeat(30)}`, Buffer.alloc(10));
    const again = await copyObjects(new FsObjectStore(dataDir), target(), migratedPrefixes, () => undefined);
    expect(again).toEqual({ copied: 2, skipped: 5, bytes: 101 + 102 });
    expect((await copyObjects(new FsObjectStore(dataDir), target(), migratedPrefixes, () => undefined)).copied).toBe(0);
  });
});
