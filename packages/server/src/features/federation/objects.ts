import type { Federation } from '@fedify/fedify';
import { Note } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { noteOfCliqueComment, noteOfCliquePost } from './groups.outbox';
import { noteOfComment } from './interactions.outbox';
import { noteOfPost } from './notes.outbox';

/** Where a local post is, as a Note: `/ap/posts/<post id>` (notes.outbox.ts dispatches it). */
export const notePath = '/ap/posts/{id}';

/**
 * The objects other servers may fetch by id, all Notes at `/ap/posts/{id}` (Fedify takes one
 * dispatcher per type; a comment's id is never a post's): public posts of reachable people, posts
 * of public cliques (groups.outbox.ts), and their comments that other servers may know. Anything
 * else is unknown (404).
 */
export function registerObjects(federation: Federation<AppContext>): void {
  federation.setObjectDispatcher(
    Note,
    notePath,
    async (ctx, { id }) =>
      (await noteOfPost(ctx, id)) ??
      (await noteOfCliquePost(ctx, id)) ??
      (await noteOfComment(ctx, id)) ??
      (await noteOfCliqueComment(ctx, id)),
  );
}
