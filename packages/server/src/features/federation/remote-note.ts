import {
  Article,
  Audio,
  Document,
  Image,
  Link,
  Mention,
  Note,
  Page,
  PUBLIC_COLLECTION,
  Question,
  Video,
  type DocumentLoader,
  type Object as APObject,
} from '@fedify/fedify/vocab';
import { postLimits } from '@cliques/contracts';
import { htmlToPlainText } from './sanitize';

/** The kinds of object stored here as posts and comments: what Mastodon, Misskey, Lemmy and blogs send. */
const postLikeTypes = [Note, Article, Page, Question];
export type PostLikeObject = Note | Article | Page | Question;

/** Whether an object is one stored here as a post or a comment. */
export const isPostLike = (object: unknown): object is PostLikeObject =>
  postLikeTypes.some((type) => object instanceof type);

/** Most attachments listed under a post's text (a post of ours has at most 10 media). */
const maxAttachments = 10;
/** Longest description of an attachment kept, and longest address listed. */
const maxAlt = 200;
const maxUrl = 2048;
/** Most mentions read of one object. */
const maxMentions = 30;
/** What ends a text cut to its bound. */
const ellipsis = '…';

/** A remote account a Note mentions: its actor id, and the handle it is written as (`@bob@example.social`). */
export interface NoteMention {
  href: URL;
  name: string | null;
}

/** What a remote Note (or Article, Page, Question) becomes here: plain text, bounded, and what it points at. */
export interface ParsedNote {
  /** Its text as plain text: the title of an Article or Page first, then its attachments' addresses. Bounded. */
  text: string;
  /** Its content warning (a Note's `summary`), plain text, or null. */
  contentWarning: string | null;
  sensitive: boolean;
  /** Addressed to everyone (`to` or `cc` has the Public collection): only such objects are stored. */
  isPublic: boolean;
  /** The object it answers, if any. */
  inReplyTo: URL | null;
  mentions: NoteMention[];
}

/** The text of a value that may be a language-tagged string. */
const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Cuts a text to `max` characters (by code point), ending it with … when it was longer. */
export function bounded(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}${ellipsis}`;
}

/** A web address (http or https) of at most `maxUrl` characters, or null: no javascript:, data: or the like. */
function webAddress(url: URL | null | undefined): string | null {
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.href.length <= maxUrl ? url.href : null;
}

/** A Link's or an object's address (an object's `url`, which may itself be a Link). */
function addressOf(item: APObject | Link): string | null {
  if (item instanceof Link) return webAddress(item.href);
  const url = item.url;
  return webAddress(url instanceof Link ? url.href : url);
}

/** The marker before an attachment's address: what it is, without words (posts are in any language). */
function markerOf(item: APObject | Link, mediaType: string): string {
  if (item instanceof Image || mediaType.startsWith('image/')) return '🖼️';
  if (item instanceof Video || mediaType.startsWith('video/')) return '🎞️';
  if (item instanceof Audio || mediaType.startsWith('audio/')) return '🔊';
  return '🔗';
}

/** Never fetches: only what the object itself carries is read (a referenced tag or attachment is skipped). */
const refuse: DocumentLoader = async (url) => {
  throw new Error(`not fetched: ${url}`);
};
const embeddedOnly = {
  documentLoader: refuse,
  contextLoader: refuse,
  suppressError: true,
  crossOrigin: 'trust',
} as const;

/**
 * An object's attachments as lines of text: a marker, its description (alt text) and its web
 * address. Remote files are not copied here nor shown inline: a reader opens them on their server
 * by choice, so no reader's browser loads another server's file unasked, and no file we never
 * checked is shown as ours.
 */
async function attachmentLines(object: PostLikeObject): Promise<string[]> {
  const lines: string[] = [];
  for await (const item of object.getAttachments(embeddedOnly)) {
    if (!(item instanceof Document || item instanceof Link || item instanceof Note)) continue;
    const address = addressOf(item);
    if (!address) continue;
    const alt = bounded(textOf(item.name).replace(/\s+/g, ' ').trim(), maxAlt);
    lines.push([markerOf(item, item.mediaType ?? ''), alt, address].filter(Boolean).join(' '));
    if (lines.length >= maxAttachments) break;
  }
  return lines;
}

/** The mentions of an object (its `Mention` tags). */
async function mentionsOf(object: PostLikeObject): Promise<NoteMention[]> {
  const mentions: NoteMention[] = [];
  for await (const tag of object.getTags(embeddedOnly)) {
    if (!(tag instanceof Mention) || !tag.href) continue;
    mentions.push({ href: tag.href, name: tag.name === null ? null : textOf(tag.name) });
    if (mentions.length >= maxMentions) break;
  }
  return mentions;
}

/** A name or host as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/\./g, '\\.');

/**
 * The text with each mention written as readers here know it: a remote account's short form
 * (`@bob`, as Mastodon renders it) as its full handle (`@bob@example.social`, its host from the
 * tag's name or else its href), so nobody takes it for the local `bob`; one of this server's
 * people (`@ana@cliques.example`) as `@ana`, as a local post names them.
 */
function mentionsAsHere(text: string, mentions: NoteMention[], localHost: string): string {
  let out = text;
  for (const { href, name } of mentions) {
    const match = /^@?([A-Za-z0-9_.-]+)(?:@([A-Za-z0-9.:-]+))?$/.exec(name ?? '');
    const user = match?.[1];
    if (!user) continue;
    const host = (match[2] ?? href.host).toLowerCase();
    const written = new RegExp(
      `(?<![\\p{L}\\p{N}_.@-])@${literal(user)}(?:@${literal(host)})?(?![A-Za-z0-9_@-])`,
      'giu',
    );
    out = out.replace(written, host === localHost.toLowerCase() ? `@${user}` : `@${user}@${host}`);
  }
  return out;
}

/** Whether a list of recipients names everyone (the Public collection, in any of its spellings). */
const namesPublic = (ids: URL[]) => ids.some((id) => id.href === PUBLIC_COLLECTION.href || id.href === 'as:Public');

/**
 * Reads a remote Note (or Article, Page, Question) as text this server can store and show: its
 * HTML as plain text (every tag dropped, so no script, handler or link of it survives; links
 * become their text, which the pages link again only when they are http or https), an Article's
 * or Page's title first, its attachments' web addresses after, all cut to `maxText` characters
 * (ending in …), and its content warning (a Note's `summary`) to a post's. `localHost`: this
 * server's host, whose accounts keep their short mentions.
 */
export async function parseRemoteNote(object: PostLikeObject, maxText: number, localHost: string): Promise<ParsedNote> {
  const mentions = await mentionsOf(object);
  const body = mentionsAsHere(htmlToPlainText(textOf(object.content)), mentions, localHost);
  // A name is plain text (ActivityStreams), kept as written: the pages show it as text.
  const title = object instanceof Note ? '' : textOf(object.name).trim();
  const main = [title, body].filter(Boolean).join('\n\n');
  const attachments = await attachmentLines(object);
  const tail = attachments.length > 0 ? `\n\n${attachments.join('\n')}` : '';
  // The attachments' addresses are kept whole: the text gives way first.
  const room = maxText - [...tail].length;
  const text = room > 0 ? `${bounded(main, room)}${tail}`.trim() : bounded(main, maxText);
  const summary = object instanceof Note || object instanceof Question ? textOf(object.summary) : '';
  const warning = bounded(htmlToPlainText(summary).replace(/\s+/g, ' '), postLimits.contentWarning);
  return {
    text,
    contentWarning: warning || null,
    sensitive: object.sensitive === true || warning !== '',
    isPublic: namesPublic([...object.toIds, ...object.ccIds]),
    inReplyTo: object.replyTargetId,
    mentions,
  };
}
