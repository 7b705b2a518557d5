import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { UserSummary } from '@cliques/contracts';
import type { FoundLink } from '@cliques/links';
import { UserText } from '@cliques/ui';
import { linkFinder } from './link-finder';

// The server's rules (a tag or mention starts after a non-word character), so links match what it parsed.
const tokenPattern =
  /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.@-])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?)(?![A-Za-z0-9_@-])/gu;

/** `rel` of every link to another site: no access to this page, no referrer, no ranking credit. */
export const externalLinkRel = 'noopener noreferrer nofollow ugc';

type Segment =
  | { text: string }
  | { tag: string; text: string }
  | { user: UserSummary; text: string }
  | { href: string; text: string };

type Placed = { index: number; end: number; segment: Segment };

/** Hashtags the post has and mentions of people it names, as placed segments. */
function findTokens(content: string, hashtags: string[], mentions: UserSummary[]): Placed[] {
  const tags = new Set(hashtags);
  const people = new Map(mentions.map((u) => [u.username.toLowerCase(), u]));
  const found: Placed[] = [];
  for (const match of content.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    const end = index + match[0].length;
    const tag = match[1]?.toLowerCase();
    const user = match[2] ? people.get(match[2].toLowerCase()) : undefined;
    if (tag && tags.has(tag)) found.push({ index, end, segment: { tag, text: match[0] } });
    else if (user) found.push({ index, end, segment: { user, text: match[0] } });
  }
  return found;
}

/**
 * Splits post text into plain text, web addresses (those `findLinks` finds; none without it),
 * hashtags the post has and mentions of people it names. A `#` or `@` inside an address belongs to
 * the address.
 */
export function segmentContent(
  content: string,
  hashtags: string[],
  mentions: UserSummary[],
  findLinks: ((text: string) => FoundLink[]) | null,
): Segment[] {
  const links: Placed[] = (findLinks?.(content) ?? []).map(({ index, lastIndex, href }) => ({
    index,
    end: lastIndex,
    segment: { href, text: content.slice(index, lastIndex) },
  }));
  const outsideLinks = (token: Placed) => links.every((link) => token.end <= link.index || token.index >= link.end);
  const placed = [...links, ...findTokens(content, hashtags, mentions).filter(outsideLinks)].sort(
    (a, b) => a.index - b.index,
  );
  const segments: Segment[] = [];
  let last = 0;
  for (const { index, end, segment } of placed) {
    if (index > last) segments.push({ text: content.slice(last, index) });
    segments.push(segment);
    last = end;
  }
  if (last < content.length) segments.push({ text: content.slice(last) });
  return segments;
}

function SegmentView({ segment }: { segment: Segment }) {
  if ('tag' in segment)
    return (
      <Link to={`/hashtag/${encodeURIComponent(segment.tag)}`}>
        <UserText>{segment.text}</UserText>
      </Link>
    );
  if ('user' in segment)
    return (
      <Link to={`/profile/${encodeURIComponent(segment.user.userId)}`}>
        <UserText>{segment.text}</UserText>
      </Link>
    );
  if ('href' in segment)
    return (
      <a href={segment.href} target="_blank" rel={externalLinkRel}>
        <UserText>{segment.text}</UserText>
      </a>
    );
  return segment.text;
}

/**
 * Text a person wrote: web addresses open in a new tab with {@link externalLinkRel} (once the finder
 * has loaded, see link-finder.ts), hashtags link to /hashtag/{tag} and mentions to the person's
 * profile. Comments pass no hashtags or mentions.
 */
export const PostContent = observer(function PostContent({
  content,
  hashtags = [],
  mentions = [],
}: {
  content: string;
  hashtags?: string[];
  mentions?: UserSummary[];
}) {
  if (!content) return null;
  return (
    <UserText as="p" className="feed-post-text">
      {segmentContent(content, hashtags, mentions, linkFinder()).map((segment, i) => (
        <SegmentView key={i} segment={segment} />
      ))}
    </UserText>
  );
});
