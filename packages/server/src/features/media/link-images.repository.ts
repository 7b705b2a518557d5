import type { Queryable } from '../../platform/database/database';
import type { MediaObject } from './media.repository';

/** The media key of a link preview's picture: served like post media, owned by no one. */
export const linkImageKey = (blobId: string) => `links/${blobId}`;
const linkImageKeyPattern = /^links\/[0-9a-f]{32}$/;

/** Whether a media key is a link preview's picture. */
export const isLinkImageKey = (key: string) => linkImageKeyPattern.test(key);

/** The picture of a link preview as a media object to serve (no owner), or null. */
export async function findLinkImage(db: Queryable, key: string): Promise<MediaObject | null> {
  const { rows } = await db.query<{ image_blob_id: string; image_content_type: string; image_size: string }>(
    'SELECT image_blob_id, image_content_type, image_size FROM link_previews WHERE image_key = $1',
    [key],
  );
  const row = rows[0];
  if (!row) return null;
  const size = Number(row.image_size);
  return {
    key,
    ownerId: '',
    blobId: row.image_blob_id,
    contentType: row.image_content_type,
    contentEncoding: null,
    size,
    storedSize: size,
  };
}
