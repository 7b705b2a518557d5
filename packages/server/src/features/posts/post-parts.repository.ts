import type { CreatePostBody, Post } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import type { EmbedUrl } from './posts.repository';

/** The fields a part fills: each is a field of `Post` and of the create body. */
export type PartField = 'poll' | 'event';

/** The post a part is stored with, inside the post's creating transaction. */
export interface PartOwner {
  postId: string;
  authorId: string;
  cliqueId: string | null;
}

/**
 * Something a post may carry beside its text and media, owned by its own feature (a poll, an event),
 * which plugs in here: posts read it in the same query as the post itself (so every list of posts
 * carries it, in one query a page), and store it in the post's transaction. The feature registers
 * its part when its routes are registered; posts never import it.
 */
export interface PostPart<F extends PartField = PartField> {
  field: F;
  /** SQL: the part of post `p` as the viewer (an SQL parameter such as `$1`) sees it, as json; NULL when the post has none. */
  column(viewer: string): string;
  /** The json `column` read, as the API shape (media keys signed with `embedUrl`). */
  toView(json: unknown, embedUrl: EmbedUrl): NonNullable<Post[F]>;
  /** A post carrying this part needs no text or media of its own (an event says enough). */
  standsAlone?: boolean;
  /** Checks the body's part before anything is stored: a 400 naming the field. */
  check(input: NonNullable<CreatePostBody[F]>): void;
  /** Stores the part with its new post (in the post's transaction). */
  store(tx: Queryable, owner: PartOwner, input: NonNullable<CreatePostBody[F]>): Promise<void>;
}

const parts = new Map<PartField, PostPart>();

/** Plugs a part into posts (again for the same field replaces it: every test app registers its routes). */
export function registerPostPart<F extends PartField>(part: PostPart<F>): void {
  parts.set(part.field, part as unknown as PostPart);
}

/** SQL: one json column `parts`, `{field: json}` for every registered part (NULL when none is). */
export function partsColumn(viewer: string): string {
  const fields = [...parts.values()].map((part) => `'${part.field}', ${part.column(viewer)}`);
  return fields.length === 0 ? 'NULL::json AS parts' : `json_build_object(${fields.join(', ')}) AS parts`;
}

/** The parts a post carries, from its `parts` column, as fields of Post (absent when it carries none). */
export function partViews(json: Record<string, unknown> | null, embedUrl: EmbedUrl): Partial<Pick<Post, PartField>> {
  const views: Partial<Record<PartField, unknown>> = {};
  for (const part of parts.values()) {
    const value = json?.[part.field];
    if (value !== null && value !== undefined) views[part.field] = part.toView(value, embedUrl);
  }
  return views as Partial<Pick<Post, PartField>>;
}

/** Whether a create body carries a part that needs no text or media beside it. */
export function hasStandaloneParts(body: CreatePostBody): boolean {
  return [...parts.values()].some((part) => part.standsAlone === true && body[part.field] !== undefined);
}

/** Checks every part of a create body before anything is stored. */
export function checkParts(body: CreatePostBody): void {
  for (const part of parts.values()) {
    const input = body[part.field];
    if (input !== undefined) part.check(input);
  }
}

/** Stores every part of a create body with its new post. */
export async function storeParts(tx: Queryable, owner: PartOwner, body: CreatePostBody): Promise<void> {
  for (const part of parts.values()) {
    const input = body[part.field];
    if (input !== undefined) await part.store(tx, owner, input);
  }
}
