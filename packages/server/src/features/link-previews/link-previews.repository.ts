import type { LinkPreview } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';

/** A fetched preview as stored (status 'ok'), or a failed fetch (status 'failed', nothing else). */
export type StoredLinkPreview =
  | {
      url: string;
      status: 'ok';
      title: string | null;
      description: string | null;
      image: { key: string; blobId: string; contentType: string; size: number } | null;
    }
  | { url: string; status: 'failed' };

/** The stored form of a link preview in PostRow (`link_preview`), as JSON. */
export interface LinkPreviewRow {
  url: string;
  title: string | null;
  description: string | null;
  imageKey: string | null;
}

/** SQL: the fetched preview of post `alias`'s link as JSON, or NULL (none, not yet fetched, or failed). */
export const linkPreviewJson = (alias: string) =>
  `(SELECT json_build_object('url', lp.url, 'title', lp.title, 'description', lp.description, 'imageKey', lp.image_key)
    FROM link_previews lp WHERE lp.url = ${alias}.link_url AND lp.status = 'ok')`;

/** A stored preview as the API's LinkPreview, its picture's URL signed. */
export function toLinkPreview(row: LinkPreviewRow | null, embedUrl: (key: string) => string): LinkPreview | null {
  if (!row) return null;
  return {
    url: row.url,
    title: row.title,
    description: row.description,
    imageUrl: row.imageKey ? embedUrl(row.imageKey) : null,
  };
}

/** Whether a preview of an address was fetched already (successfully or not). */
export async function hasLinkPreview(db: Queryable, url: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM link_previews WHERE url = $1', [url]);
  return rows.length > 0;
}

/**
 * Stores the outcome of a fetch, once per address (a second one for the same address changes
 * nothing and answers false), and moves the feed pages of the posts that link to it (their update
 * trigger: the feed heads' kept first pages then show the preview).
 */
export async function storeLinkPreview(db: Queryable, preview: StoredLinkPreview): Promise<boolean> {
  const ok = preview.status === 'ok' ? preview : null;
  const { rows } = await db.query(
    `INSERT INTO link_previews (url, status, title, description, image_key, image_blob_id, image_content_type, image_size)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (url) DO NOTHING RETURNING url`,
    [
      preview.url,
      preview.status,
      ok?.title ?? null,
      ok?.description ?? null,
      ok?.image?.key ?? null,
      ok?.image?.blobId ?? null,
      ok?.image?.contentType ?? null,
      ok?.image?.size ?? null,
    ],
  );
  if (rows.length === 0) return false;
  if (ok) await db.query('UPDATE posts SET link_url = link_url WHERE link_url = $1', [preview.url]);
  return true;
}
