import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { PostEvent, RsvpBody } from '@cliques/contracts';
import { realtimeClient } from '@cliques/realtime';
import { useSession } from '@cliques/session';
import { useLocale } from '@cliques/i18n';
import { Button, UserText } from '@cliques/ui';
import { AnswerState } from './answer-state';
import { useT, type FeedMessage } from '../i18n';
import { rsvpOutboxFor } from '../stores/answer-outboxes';
import { EventCardStore } from './event-card-store';
import './event-card.css';

const answers: { status: RsvpBody['status']; label: FeedMessage }[] = [
  { status: 'going', label: 'Going' },
  { status: 'maybe', label: 'Maybe' },
  { status: 'not_going', label: "Can't go" },
];

/** The reader's own time zone (the browser's). */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An event's start to end in a zone, in the reader's language ("Oct 24, 2026, 7:00 – 9:00 PM"). */
function timeRange(event: PostEvent, locale: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const [start, end] = [new Date(event.startsAt), new Date(event.endsAt)];
  return typeof format.formatRange === 'function'
    ? format.formatRange(start, end)
    : `${format.format(start)} – ${format.format(end)}`;
}

/** Only http(s) links are made clickable. */
const isHttp = (text: string) => /^https?:\/\//i.test(text);

/** Saves the event's .ics file through a temporary link. */
function download(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A post's event: its title, time (the reader's and, when it differs, the event's own zone's), place
 * and link, capacity, answers so far; Going, Maybe, Can't go (the reader's answer pressed), Add to
 * calendar, and for its author Cancel event. A cancelled event is marked and takes no answers. Its
 * counts (and a cancel) arrive live through the socket while the card is shown.
 */
export default observer(function EventCard({ event, isAuthor }: { event: PostEvent; isAuthor: boolean }) {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const [store] = useState(() => {
    const outbox = session.user ? rsvpOutboxFor(session.user.userId) : null;
    return new EventCardStore(event, outbox ? (eventId, status) => outbox.send({ eventId, status }) : undefined);
  });
  const [confirming, setConfirming] = useState(false);
  useEffect(() => store.replace(event), [store, event]);
  useEffect(() => {
    const unwatch = realtimeClient.watchEvent(event.eventId);
    const off = realtimeClient.on('event', store.applyCounts);
    return () => {
      unwatch();
      off();
    };
  }, [store, event.eventId]);
  const current = store.event;
  const local = timeRange(current, locale, readerZone());
  const there = timeRange(current, locale, current.timeZone);
  const over = !current.recurrence && Date.parse(current.endsAt) <= Date.now();
  const answered = current.myRsvp === 'waitlisted' ? 'going' : current.myRsvp;
  const addToCalendar = async () => {
    const file = await store.calendarFile(t('Could not get the calendar file.'));
    if (file) download(file, `${current.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60) || 'event'}.ics`);
  };
  return (
    <section className="feed-event" aria-label={t('Event')}>
      {current.coverImage && <img className="feed-event-cover" src={current.coverImage.url} alt="" />}
      <h3 className="feed-event-title">
        <UserText>{current.title}</UserText>
        {current.cancelled && <span className="feed-event-cancelled">{t('Cancelled')}</span>}
      </h3>
      <p className="feed-event-when">
        <time dateTime={current.startsAt}>{local}</time>
        {there !== local && (
          <span className="ui-muted">
            {there} ({current.timeZone.replace(/_/g, ' ')})
          </span>
        )}
      </p>
      {current.location && (
        <p>
          <UserText>{current.location}</UserText>
        </p>
      )}
      {current.onlineUrl && isHttp(current.onlineUrl) && (
        <p>
          <a href={current.onlineUrl} target="_blank" rel="noopener noreferrer">
            {t('Join online')}
          </a>
        </p>
      )}
      {current.description && (
        <p>
          <UserText>{current.description}</UserText>
        </p>
      )}
      <p className="ui-muted feed-event-counts">
        <span>{t('{count, plural, one {# going} other {# going}}', { count: current.goingCount })}</span>
        <span>{t('{count, plural, one {# maybe} other {# maybe}}', { count: current.maybeCount })}</span>
        {(current.waitlistedCount > 0 || current.capacity !== null) && (
          <span>
            {t('{count, plural, one {# waitlisted} other {# waitlisted}}', { count: current.waitlistedCount })}
          </span>
        )}
        {current.capacity !== null && <span>{t('Capacity: {count}', { count: current.capacity })}</span>}
      </p>
      {!current.cancelled && !over && (
        <div className="feed-event-actions" role="group" aria-label={t('Your answer')}>
          {answers.map(({ status, label }) => (
            <Button
              key={status}
              aria-pressed={answered === status}
              disabled={store.busy}
              onClick={() => void store.rsvp(status, t('Could not send your answer. Try again.'))}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      )}
      {current.myRsvp === 'waitlisted' && !current.cancelled && <p role="status">{t('You are on the waitlist')}</p>}
      <div className="feed-event-actions">
        <Button onClick={() => void addToCalendar()} disabled={store.busy}>
          {t('Add to calendar')}
        </Button>
        {isAuthor &&
          !current.cancelled &&
          (confirming ? (
            <>
              <Button
                variant="danger"
                disabled={store.busy}
                onClick={() => void store.cancel(t('Could not cancel the event.')).then(() => setConfirming(false))}
              >
                {t('Confirm cancel')}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('Keep the event')}</Button>
            </>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('Cancel event')}
            </Button>
          ))}
      </div>
      <AnswerState
        waiting={store.waitingToSend ? t('Your answer will be sent when you are back online.') : null}
        error={store.error}
      />
    </section>
  );
});
