import type { Federation } from '@fedify/fedify';
import type { AppContext } from '../../context';

/** Where a local post is, as a Note: `/ap/posts/<post id>` (notes.outbox.ts dispatches it). */
export const notePath = '/ap/posts/{id}';

/** The objects other servers may fetch by id: public posts as Notes (notes.outbox.ts). */
export function registerObjects(_federation: Federation<AppContext>): void {}
