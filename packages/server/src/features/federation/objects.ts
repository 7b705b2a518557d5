import type { Federation } from '@fedify/fedify';
import { Note } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { noteOfComment } from './interactions.outbox';
import { noteOfPost } from './notes.outbox';

/** Where a local post is, as a Note: `/ap/posts/<post id>` (notes.outbox.ts dispatches it). */
export const notePath = '/ap/posts/{id}';

/**
 * The objects other servers may fetch by id: public posts of reachable people as Notes, and their
 * comments on other servers' posts (a comment's id is never a post's). Anything else is unknown (404).
 */
export function registerObjects(federation: Federation<AppContext>): void {
  federation.setObjectDispatcher(
    Note,
    notePath,
    async (ctx, values) => (await noteOfPost(ctx, values.id)) ?? (await noteOfComment(ctx, values.id)),
  );
}
