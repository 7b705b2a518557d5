import { useT } from '../i18n';
import { Link } from 'react-router-dom';
import type { PostQuote } from '@cliques/contracts';
import { UserLink, UserText, timeAgo } from '@cliques/ui';
import { ContentWarning } from './content-warning';
import { PostMedia } from './post-media';

/**
 * The post a quote quotes, as the reader may see it: its author, time (a link to it), text behind
 * its warning and media blurred when sensitive; or "This post is unavailable" when it was deleted,
 * detached by its author, or is out of the reader's sight. Loaded only by a card or composer that shows one.
 */
export default function QuoteEmbed({ quote }: { quote: PostQuote }) {
  const t = useT();
  if (quote.state === 'unavailable') return <p className="feed-quote ui-muted">{t('This post is unavailable')}</p>;
  const body = (
    <>
      <p className="feed-quote-text">
        <UserText>{quote.content}</UserText>
      </p>
      <PostMedia media={quote.media} authorName={quote.author.displayName} sensitive={quote.sensitive} />
    </>
  );
  return (
    <blockquote className="feed-quote" aria-label={t('Quoted post by {name}', { name: quote.author.displayName })}>
      <header className="feed-post-header">
        <UserLink user={quote.author} />
        <Link to={`/post/${encodeURIComponent(quote.postId)}`} className="ui-muted feed-post-time">
          <time dateTime={quote.createdAt}>{timeAgo(quote.createdAt)}</time>
        </Link>
      </header>
      {quote.contentWarning ? <ContentWarning warning={quote.contentWarning}>{body}</ContentWarning> : body}
    </blockquote>
  );
}
