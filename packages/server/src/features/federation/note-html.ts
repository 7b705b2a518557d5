import { findLinks } from '@cliques/links';

/** What a post's text links to: its hashtags' pages and the profiles of the people it mentions. */
export interface TextLinks {
  /** The page of a hashtag (lower case, no #). */
  hashtagUrl(tag: string): string;
  /** Hashtags the post has (lower case): only these become links, as on the post's own page. */
  hashtags: ReadonlySet<string>;
  /** Profile URL by mentioned name as written after @ (`ana`, `bob@example.social`), lower case. */
  mentions: ReadonlyMap<string, string>;
}

// A post's own rules for hashtags (posts/post-text.ts), and mentions by local name or full handle.
const tokenPattern =
  /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.@-])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?(?:@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?)?)(?![A-Za-z0-9_@-])/gu;

/** `@name@host` handles a text names (lower case, first-seen order, at most `max`). */
export function fullHandles(text: string, max: number): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(tokenPattern)) {
    const name = match[2]?.toLowerCase();
    if (name?.includes('@')) found.add(name);
    if (found.size >= max) break;
  }
  return [...found];
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** Escaped text with its line breaks: a blank line closes the paragraph, a single one is a <br>. */
const textHtml = (text: string) =>
  escape(text)
    .replace(/\n{2,}/g, '</p><p>')
    .replace(/\n/g, '<br>');

type Piece = { index: number; end: number; html: string };

/** Web addresses, hashtags and mentions of a text as the links Mastodon and others show. */
function linkPieces(text: string, links: TextLinks): Piece[] {
  const pieces: Piece[] = findLinks(text).map(({ index, lastIndex, href }) => ({
    index,
    end: lastIndex,
    html: `<a href="${escape(href)}" rel="nofollow noopener noreferrer" target="_blank">${escape(text.slice(index, lastIndex))}</a>`,
  }));
  const outsideLinks = (at: number) => pieces.every((piece) => at < piece.index || at >= piece.end);
  for (const match of text.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    if (!outsideLinks(index)) continue;
    const end = index + match[0].length;
    const tag = match[1]?.toLowerCase();
    const profile = match[2] ? links.mentions.get(match[2].toLowerCase()) : undefined;
    if (tag && links.hashtags.has(tag))
      pieces.push({
        index,
        end,
        html: `<a href="${escape(links.hashtagUrl(tag))}" class="mention hashtag" rel="tag">#<span>${escape(match[1] ?? '')}</span></a>`,
      });
    else if (profile)
      pieces.push({
        index,
        end,
        html: `<span class="h-card" translate="no"><a href="${escape(profile)}" class="u-url mention">@<span>${escape((match[2] ?? '').split('@')[0] ?? '')}</span></a></span>`,
      });
  }
  return pieces.sort((a, b) => a.index - b.index);
}

/**
 * A post's plain text as the HTML a Note carries: escaped, paragraphs and line breaks kept, web
 * addresses, the post's hashtags and the people it mentions as links (Mastodon's microformats, so
 * other servers show them as theirs). Nothing the author typed becomes markup.
 */
export function noteHtml(text: string, links: TextLinks): string {
  if (text.trim() === '') return '';
  let html = '';
  let last = 0;
  for (const piece of linkPieces(text, links)) {
    html += textHtml(text.slice(last, piece.index)) + piece.html;
    last = piece.end;
  }
  return `<p>${html}${textHtml(text.slice(last))}</p>`;
}
