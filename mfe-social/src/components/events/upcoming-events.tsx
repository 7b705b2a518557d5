import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PostEvent, UpcomingEvent } from '@cliques/contracts';
import { EmptyState, ErrorState, ListFooter, ListSkeleton, UserText } from '@cliques/ui';
import { useT, type SocialMessage } from '../../i18n';
import { eventStart } from './event-time';
import { UpcomingStore, type UpcomingLoader, type UpcomingScope } from './upcoming-store';
import './upcoming-events.css';

/** The reader's own answer, as the list says it. */
const answerTexts: Record<NonNullable<PostEvent['myRsvp']>, SocialMessage> = {
  going: 'You are going',
  maybe: 'You might go',
  not_going: 'You are not going',
  waitlisted: 'You are on the waitlist',
};

function EventItem({ item, readerZone }: { item: UpcomingEvent; readerZone?: string }) {
  const t = useT();
  const { event } = item;
  const start = eventStart(event.startsAt, event.timeZone, readerZone);
  return (
    <li className="social-upcoming-item">
      <Link to={`/post/${encodeURIComponent(item.postId)}`}>
        <UserText>{event.title}</UserText>
      </Link>
      <p className="social-row">
        <time dateTime={event.startsAt}>{start.local}</time>
        {start.zoned && (
          <span className="ui-muted">{t('({time} in {zone})', { time: start.zoned, zone: event.timeZone })}</span>
        )}
      </p>
      <p className="social-row">
        {event.cancelled && <span className="social-tag">{t('Cancelled')}</span>}
        <span className="ui-muted">
          {t('{count, plural, one {# going} other {# going}}', { count: event.goingCount })}
        </span>
        {event.myRsvp && <span className="social-tag">{t(answerTexts[event.myRsvp])}</span>}
      </p>
    </li>
  );
}

/**
 * "Upcoming": a clique's events, or those one person posted, soonest first, each leading to its post;
 * Load more. Nothing at all when the reader may not see them.
 */
export const UpcomingEvents = observer(function UpcomingEvents({
  scope,
  load,
  readerZone,
}: {
  scope: UpcomingScope;
  /** For tests: the page loader (GET /events/upcoming by default). */
  load?: UpcomingLoader;
  /** For tests: the reader's time zone (the browser's by default). */
  readerZone?: string;
}) {
  const t = useT();
  const headingId = useId();
  const [store] = useState(() => new UpcomingStore(scope, load));
  const { list } = store;
  useEffect(() => {
    void store.list.load();
  }, [store]);
  if (store.hidden) return null;
  return (
    <section className="ui-card social-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Upcoming')}</h2>
      {list.status === 'loading' && <ListSkeleton label={t('Loading the upcoming events…')} />}
      {list.status === 'error' && <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('No upcoming events.')}</EmptyState>}
      {list.items.length > 0 && (
        <ul className="social-upcoming" aria-label={t('Upcoming events')}>
          {list.items.map((item) => (
            <EventItem key={item.postId} item={item} readerZone={readerZone} />
          ))}
        </ul>
      )}
      {list.status === 'ready' && (
        <ListFooter
          error={list.error && t.text(list.error)}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={() => void list.loadMore()}
        />
      )}
    </section>
  );
});
