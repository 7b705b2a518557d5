import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestBucket, type TestBucket } from './s3';
import { createTestApp, type TestApp, type TestUser } from './test-app';

/** Where a test app keeps media: files under DATA_DIR, or a bucket of a real S3-compatible server. */
export type MediaStoreKind = 'data dir' | 's3';

/** Both stores, for `describe.each(mediaStores)`. */
export const mediaStores: MediaStoreKind[] = ['data dir', 's3'];

/** A test app with its own media directory (removed on close), and in S3 mode its own bucket; `env` adds settings. */
export async function createPostsTestApp(
  store: MediaStoreKind = 'data dir',
  env: Record<string, string> = {},
): Promise<TestApp & { dataDir: string; bucket: TestBucket | null }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-posts-'));
  const bucket = store === 's3' ? await startTestBucket() : null;
  const t = await createTestApp({
    DATA_DIR: dataDir,
    ...(bucket?.env ?? {}),
    ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
    ...env,
  });
  return {
    ...t,
    dataDir,
    bucket,
    async close() {
      await t.close();
      await bucket?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A 1×1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 file (an ftyp box) and some payload. */
export const mp4Bytes = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(2000, 7),
]);

/** Makes two users friends. */
export async function befriend(t: TestApp, a: TestUser, b: TestUser): Promise<void> {
  await t.db.query(`INSERT INTO friendships (sender_id, recipient_id, status) VALUES ($1, $2, 'accepted')`, [
    a.userId,
    b.userId,
  ]);
}

/** Makes `follower` follow `followed`. */
export async function follow(t: TestApp, follower: TestUser, followed: TestUser): Promise<void> {
  await t.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [
    follower.userId,
    followed.userId,
  ]);
}

/** A clique owned by the first member, with the others in it. */
export async function createClique(t: TestApp, members: TestUser[]): Promise<string> {
  const cliqueId = randomUUID();
  const owner = members[0];
  if (!owner) throw new Error('a clique needs a member');
  await t.db.query('INSERT INTO cliques (clique_id, name, owner_id, member_count) VALUES ($1, $2, $3, $4)', [
    cliqueId,
    'Test clique',
    owner.userId,
    members.length,
  ]);
  for (const m of members)
    await t.db.query('INSERT INTO clique_members (clique_id, user_id, role) VALUES ($1, $2, $3)', [
      cliqueId,
      m.userId,
      m === owner ? 'owner' : 'member',
    ]);
  return cliqueId;
}

/** Creates a post through the API and returns it. */
export async function post(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: '/api/posts', headers: user.auth, payload: body });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.post as { postId: string; [key: string]: unknown };
}

/** Uploads a file through the real two steps (upload URL, then PUT) and returns the key. */
export async function upload(
  t: TestApp,
  user: TestUser,
  file: { name: string; type: string; bytes: Buffer; gzip?: boolean; isProfilePicture?: boolean },
) {
  const issued = await t.request({
    method: 'POST',
    url: '/api/media/upload',
    headers: user.auth,
    payload: {
      fileName: file.name,
      fileType: file.type,
      fileSize: file.bytes.length,
      isProfilePicture: file.isProfilePicture ?? false,
    },
  });
  if (issued.status !== 200) throw new Error(`upload URL failed: ${JSON.stringify(issued.body)}`);
  if (issued.body.uploadHeaders) {
    // S3 mode: straight to the bucket with the headers the server named (no gzip), as the browser does.
    const direct = await fetch(issued.body.uploadUrl, {
      method: 'PUT',
      headers: issued.body.uploadHeaders,
      body: file.bytes,
    });
    if (!direct.ok) throw new Error(`PUT failed: ${direct.status} ${await direct.text()}`);
    return issued.body as { key: string; fileUrl: string; uploadUrl: string };
  }
  const body = file.gzip ? zlib.gzipSync(file.bytes) : file.bytes;
  const put = await t.app.inject({
    method: 'PUT',
    url: issued.body.uploadUrl,
    headers: { 'content-type': file.type, ...(file.gzip ? { 'content-encoding': 'gzip' } : {}) },
    payload: body,
  });
  if (put.statusCode !== 200) throw new Error(`PUT failed: ${put.statusCode} ${put.body}`);
  return issued.body as { key: string; fileUrl: string; uploadUrl: string };
}

/** Every file stored under the app's media directory (to show nothing was written). */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(root, f)).isFile(),
  );
}

/** A signed download as a browser gets it: our answer, or in S3 mode the bucket's after our redirect. */
export async function download(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 302)
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, body: res.rawPayload };
  const bucket = await fetch(String(res.headers.location), { headers });
  const answer: Record<string, string | undefined> = {};
  bucket.headers.forEach((value, name) => (answer[name] = value));
  return { status: bucket.status, headers: answer, body: Buffer.from(await bucket.arrayBuffer()) };
}
