import { discoverableSql } from './actors.repository';

/** A local post other servers may have: public, published, outside cliques, by a reachable person. */
export interface FederablePost {
  postId: string;
  authorId: string;
  content: string;
  contentWarning: string | null;
  sensitive: boolean;
  hashtags: string[];
  createdAt: Date;
  editedAt: Date | null;
  media: { position: number; type: 'image' | 'video'; fileType: string; alt: string }[];
  /** People of this server the post mentions who are reachable from other servers. */
  mentions: { userId: string; username: string }[];
}

/** What a Note is made of, read from a post `p` (its author `u`): text, parts, media and reachable mentions. */
export const federablePostColumns = `p.post_id AS "postId", p.author_id AS "authorId", p.content,
  p.content_warning AS "contentWarning", p.sensitive, p.hashtags, p.created_at AS "createdAt", p.edited_at AS "editedAt",
  COALESCE((SELECT json_agg(json_build_object('position', pm.position, 'type', pm.media_type,
             'fileType', pm.file_type, 'alt', pm.alt) ORDER BY pm.position)
            FROM post_media pm WHERE pm.post_id = p.post_id), '[]'::json) AS media,
  COALESCE((SELECT json_agg(json_build_object('userId', u.user_id, 'username', u.username))
            FROM mentions mn JOIN users u ON u.user_id = mn.user_id
            WHERE mn.post_id = p.post_id AND ${discoverableSql}), '[]'::json) AS mentions`;
