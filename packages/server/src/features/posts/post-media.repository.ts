import type { Media } from '@cliques/contracts';

/** One picture or video of a post as stored: `alt` is the author's description ('' when none). */
export interface PostMediaRow {
  key: string;
  type: 'image' | 'video';
  fileType: string;
  fileSize: number;
  alt: string;
}

/** SQL: the media of post `alias` in order, as a JSON array of PostRow's `media` (alt '' when none). */
export const postMediaJson = (alias: string) =>
  `COALESCE((SELECT json_agg(json_build_object('key', pm.key, 'type', pm.media_type, 'fileType', pm.file_type, 'fileSize', pm.file_size, 'alt', pm.alt) ORDER BY pm.position)
             FROM post_media pm WHERE pm.post_id = ${alias}.post_id), '[]'::json)`;

/** A stored picture or video as the API's Media, its URL signed. */
export function toMedia(m: PostMediaRow, embedUrl: (key: string) => string): Media {
  return {
    key: m.key,
    url: embedUrl(m.key),
    type: m.type,
    fileType: m.fileType,
    fileSize: Number(m.fileSize),
    ...(m.alt ? { alt: m.alt } : {}),
  };
}
