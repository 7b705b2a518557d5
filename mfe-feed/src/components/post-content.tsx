import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { UserSummary } from '@cliques/contracts';
import { UserText } from '@cliques/ui';

// The server's rules (a tag or mention starts after a non-word character), so links match what it parsed.
const tokenPattern =
  /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_.@-])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?)(?![A-Za-z0-9_@-])/gu;

type Segment = { text: string } | { tag: string; text: string } | { user: UserSummary; text: string };

/** Splits post text into plain text, hashtags the post has, and mentions of people it names. */
export function segmentContent(content: string, hashtags: string[], mentions: UserSummary[]): Segment[] {
  const tags = new Set(hashtags);
  const people = new Map(mentions.map((u) => [u.username.toLowerCase(), u]));
  const segments: Segment[] = [];
  let last = 0;
  for (const match of content.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    const tag = match[1]?.toLowerCase();
    const user = match[2] ? people.get(match[2].toLowerCase()) : undefined;
    if ((tag && tags.has(tag)) || user) {
      if (index > last) segments.push({ text: content.slice(last, index) });
      segments.push(tag ? { tag, text: match[0] } : { user: user as UserSummary, text: match[0] });
      last = index + match[0].length;
    }
  }
  if (last < content.length) segments.push({ text: content.slice(last) });
  return segments;
}

/** Post text with hashtags linking to /hashtag/{tag} and mentions to the person's profile. */
export function PostContent({
  content,
  hashtags,
  mentions,
}: {
  content: string;
  hashtags: string[];
  mentions: UserSummary[];
}) {
  if (!content) return null;
  return (
    <UserText as="p" className="feed-post-text">
      {segmentContent(content, hashtags, mentions).map((segment, i) => (
        <Fragment key={i}>
          {'tag' in segment ? (
            <Link to={`/hashtag/${encodeURIComponent(segment.tag)}`}>
              <UserText>{segment.text}</UserText>
            </Link>
          ) : 'user' in segment ? (
            <Link to={`/profile/${encodeURIComponent(segment.user.userId)}`}>
              <UserText>{segment.text}</UserText>
            </Link>
          ) : (
            segment.text
          )}
        </Fragment>
      ))}
    </UserText>
  );
}
