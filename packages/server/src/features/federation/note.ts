import { Temporal } from '@js-temporal/polyfill';
import type { Context } from '@fedify/fedify';
import { Hashtag, Image, Mention, Note, PUBLIC_COLLECTION, Video } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { maxMentionsPerPost } from '../posts';
import { fullHandles, noteHtml } from './note-html';
import type { FederablePost } from './federable-post.repository';
import { findRemoteAccountsByUsername, type NamedRemoteAccount } from './notes.repository';

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());

/** Where other servers fetch a picture or video of a public post: a stable address (post-media.routes.ts). */
export function publicMediaUrl(origin: string, postId: string, position: number): URL {
  return new URL(`/ap/posts/${postId}/media/${position}`, origin);
}

/** A local post as a Note, and the remote accounts it mentions (who are sent it besides the followers). */
export interface BuiltNote {
  note: Note;
  mentioned: NamedRemoteAccount[];
}

/**
 * A public post of a reachable person as the Note other servers get: its text as HTML with its
 * hashtags and mentions as links and tags, its pictures and videos (with their alt text) at stable
 * addresses, its content warning as `summary` (then `sensitive`), addressed to everyone with a copy
 * to the author's followers and the remote accounts it names by full handle (`@name@host`). A remote
 * Group it names (a clique or community elsewhere) is also its `audience` (FEP-1b12): the post is
 * written into that group, whose server takes it as a member's post.
 */
export async function buildNote(ctx: Context<AppContext>, post: FederablePost): Promise<BuiltNote> {
  const { db, config } = ctx.data;
  const origin = config.publicOrigin;
  const host = new URL(origin).host;
  const mentioned = await findRemoteAccountsByUsername(db, fullHandles(post.content, maxMentionsPerPost));
  const profiles = new Map<string, string>();
  const tags: (Hashtag | Mention)[] = post.hashtags.map(
    (tag) => new Hashtag({ href: new URL(`/hashtag/${encodeURIComponent(tag)}`, origin), name: `#${tag}` }),
  );
  for (const person of post.mentions) {
    const actor = ctx.getActorUri(person.userId);
    profiles.set(person.username.toLowerCase(), new URL(`/profile/${person.userId}`, origin).href);
    tags.push(new Mention({ href: actor, name: `@${person.username}@${host}` }));
  }
  for (const account of mentioned) {
    profiles.set(account.username, account.url ?? account.actorUri);
    tags.push(new Mention({ href: new URL(account.actorUri), name: `@${account.username}` }));
  }
  const attachments = post.media.map((media) => {
    const values = {
      url: publicMediaUrl(origin, post.postId, media.position),
      mediaType: media.fileType,
      name: media.alt || null,
    };
    return media.type === 'image' ? new Image(values) : new Video(values);
  });
  const note = new Note({
    id: ctx.getObjectUri(Note, { id: post.postId }),
    attribution: ctx.getActorUri(post.authorId),
    to: PUBLIC_COLLECTION,
    ccs: [ctx.getFollowersUri(post.authorId), ...mentioned.map((account) => new URL(account.actorUri))],
    audiences: mentioned.filter((account) => account.kind === 'Group').map((account) => new URL(account.actorUri)),
    content: noteHtml(post.content, {
      hashtagUrl: (tag) => new URL(`/hashtag/${encodeURIComponent(tag)}`, origin).href,
      hashtags: new Set(post.hashtags),
      mentions: profiles,
    }),
    mediaType: 'text/html',
    summary: post.contentWarning,
    sensitive: post.sensitive || post.contentWarning !== null,
    tags,
    attachments,
    url: new URL(`/post/${post.postId}`, origin),
    published: instant(post.createdAt),
    updated: post.editedAt ? instant(post.editedAt) : null,
  });
  return { note, mentioned };
}
