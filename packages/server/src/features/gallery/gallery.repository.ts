import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { isoText } from '../../platform/database/sql';
import { blockedBetween, visibleTo } from '../audience';

/** One photo or video of a clique's posts as stored, with its post's place in the list. */
export interface GalleryRow {
  post_id: string;
  position: number;
  key: string;
  media_type: 'image' | 'video';
  file_type: string;
  alt: string;
  author_id: string;
  created_at: Date | string;
  /** The post's time as text with microseconds (the cursor's). */
  at: string;
}

/**
 * The photos and videos of a clique's posts the viewer sees, newest post first and each post's in
 * their order: published posts only (a held one is not shown until approved; a removed one is gone),
 * none by someone blocked either way, `limit` of them after the cursor (`n` is the last position).
 */
export async function galleryRows(
  db: Queryable,
  viewerId: string,
  query: { cliqueId: string; type: 'image' | 'video' | null; cursor: Cursor; limit: number },
): Promise<GalleryRow[]> {
  const { cliqueId, type, cursor, limit } = query;
  const { rows } = await db.query<GalleryRow>(
    `SELECT pm.post_id, pm.position, pm.key, pm.media_type, pm.file_type, pm.alt, p.author_id, p.created_at,
       ${isoText('p.created_at')} AS at
     FROM posts p JOIN post_media pm ON pm.post_id = p.post_id
     WHERE p.clique_id = $2 AND ${visibleTo('p', '$1')} AND NOT ${blockedBetween('$1::uuid', 'p.author_id')}
       AND ($3::text IS NULL OR pm.media_type = $3::text)
       AND ((p.created_at, p.post_id) < ($4::timestamptz, $5::uuid)
         OR ((p.created_at, p.post_id) = ($4::timestamptz, $5::uuid) AND pm.position > $6::int))
     ORDER BY p.created_at DESC, p.post_id DESC, pm.position
     LIMIT $7`,
    [viewerId, cliqueId, type, cursor.at, cursor.id, cursor.n ?? -1, limit],
  );
  return rows;
}
