import type { CliqueMediaPage } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { decodeCursor, encodeCursor, startCursor, type PageRequest } from '../../platform/input/page-token';
import { requireCliqueAction } from '../cliques';
import type { EmbedUrl } from '../posts';
import { galleryRows } from './gallery.repository';

/** A clique's gallery: every photo and video of its posts (docs/API.md "A clique's gallery"). */
export class GalleryService {
  constructor(
    private readonly db: Database,
    private readonly embedUrl: EmbedUrl,
  ) {}

  /** GET /cliques/{id}/media: whoever may read the clique's posts (the clique's one rule), newest first. */
  async media(
    viewerId: string,
    cliqueId: string,
    type: 'image' | 'video' | null,
    page: PageRequest,
  ): Promise<CliqueMediaPage> {
    await requireCliqueAction(this.db, cliqueId, viewerId, 'readPosts');
    const cursor = page.nextToken ? decodeCursor(page.nextToken) : startCursor;
    const rows = await galleryRows(this.db, viewerId, { cliqueId, type, cursor, limit: page.limit + 1 });
    const items = rows.slice(0, page.limit);
    const last = items[items.length - 1];
    const hasMore = rows.length > page.limit && last !== undefined;
    return {
      items: items.map((row) => ({
        postId: row.post_id,
        key: row.key,
        url: this.embedUrl(row.key),
        type: row.media_type,
        fileType: row.file_type,
        ...(row.alt ? { alt: row.alt } : {}),
        authorId: row.author_id,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      hasMore,
      nextToken: hasMore ? encodeCursor({ at: last.at, id: last.post_id, n: last.position }) : null,
    };
  }
}
