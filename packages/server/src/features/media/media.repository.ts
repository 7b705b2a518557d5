import type { Queryable } from '../../platform/database/database';
import { chatImageReadableBy, usedByMessage } from './message-media.repository';
import { visibleTo } from '../audience';

/** A stored file: its key, owner, current blob and how to serve it. */
export interface MediaObject {
  key: string;
  ownerId: string;
  blobId: string;
  contentType: string;
  contentEncoding: string | null;
  size: number;
  storedSize: number;
}

interface MediaObjectRow {
  key: string;
  owner_id: string;
  blob_id: string;
  content_type: string;
  content_encoding: string | null;
  size: string | number;
  stored_size: string | number;
}

const toMediaObject = (row: MediaObjectRow): MediaObject => ({
  key: row.key,
  ownerId: row.owner_id,
  blobId: row.blob_id,
  contentType: row.content_type,
  contentEncoding: row.content_encoding,
  size: Number(row.size),
  storedSize: Number(row.stored_size),
});

/** The media object of a key, or null. */
export async function findMediaObject(db: Queryable, key: string): Promise<MediaObject | null> {
  const { rows } = await db.query<MediaObjectRow>('SELECT * FROM media_objects WHERE key = $1', [key]);
  return rows[0] ? toMediaObject(rows[0]) : null;
}

/** Media objects of some keys owned by one user (attaching media to a post). */
export async function findOwnedMediaObjects(
  db: Queryable,
  ownerId: string,
  keys: string[],
): Promise<Map<string, MediaObject>> {
  const { rows } = await db.query<MediaObjectRow>(
    'SELECT * FROM media_objects WHERE owner_id = $1 AND key = ANY($2::text[])',
    [ownerId, keys],
  );
  return new Map(rows.map((row) => [row.key, toMediaObject(row)]));
}

/** Points a key at a new blob; returns the blob it replaced (to remove), if any. Run in a transaction. */
export async function upsertMediaObject(tx: Queryable, object: MediaObject): Promise<string | null> {
  const { rows } = await tx.query<{ blob_id: string }>('SELECT blob_id FROM media_objects WHERE key = $1 FOR UPDATE', [
    object.key,
  ]);
  await tx.query(
    `INSERT INTO media_objects (key, owner_id, blob_id, content_type, content_encoding, size, stored_size)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (key) DO UPDATE SET blob_id = EXCLUDED.blob_id, content_type = EXCLUDED.content_type,
       content_encoding = EXCLUDED.content_encoding, size = EXCLUDED.size, stored_size = EXCLUDED.stored_size, created_at = now()`,
    [
      object.key,
      object.ownerId,
      object.blobId,
      object.contentType,
      object.contentEncoding,
      object.size,
      object.storedSize,
    ],
  );
  return rows[0]?.blob_id ?? null;
}

/** Deletes a user's media object and removes it from posts; returns its blob id, or null if none. */
export async function deleteMediaObject(db: Queryable, ownerId: string, key: string): Promise<string | null> {
  const { rows } = await db.query<{ blob_id: string }>(
    'DELETE FROM media_objects WHERE key = $1 AND owner_id = $2 RETURNING blob_id',
    [key, ownerId],
  );
  if (rows.length === 0) return null;
  await db.query('DELETE FROM post_media WHERE key = $1', [key]);
  return rows[0]?.blob_id ?? null;
}

/**
 * Which of some keys a user may read: their own files, anyone's profile picture, media of posts
 * they may see (`visibleTo`), images of chat messages they take part in, and the link preview
 * pictures of posts they may see.
 */
export async function readableKeys(db: Queryable, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await db.query<{ key: string }>(
    `SELECT o.key FROM media_objects o
     WHERE o.key = ANY($2::text[])
       AND (o.owner_id = $1
         OR o.key LIKE 'users/%/profile/avatar.jpg'
         OR EXISTS (
           SELECT 1 FROM post_media m JOIN posts p ON p.post_id = m.post_id
           WHERE m.key = o.key
             AND ${visibleTo('p', '$1')})
         OR ${chatImageReadableBy('o.key', '$1::uuid')})
     UNION
     SELECT lp.image_key FROM link_previews lp
     WHERE lp.image_key = ANY($2::text[])
       AND EXISTS (SELECT 1 FROM posts p WHERE p.link_url = lp.url AND ${visibleTo('p', '$1')})`,
    [userId, keys],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Deletes those of a user's media objects (not the profile picture) that no post or message uses any more;
 * returns their blob ids for removal from storage.
 */
export async function deleteUnusedMediaObjects(db: Queryable, ownerId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ blob_id: string }>(
    `DELETE FROM media_objects o
     WHERE o.owner_id = $1 AND o.key = ANY($2::text[]) AND o.key NOT LIKE 'users/%/profile/%'
       AND NOT EXISTS (SELECT 1 FROM post_media m WHERE m.key = o.key) AND NOT ${usedByMessage('o.key')}
     RETURNING o.blob_id`,
    [ownerId, keys],
  );
  return rows.map((row) => row.blob_id);
}
