import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Poll } from '@cliques/contracts';
import { realtimeClient } from '@cliques/realtime';
import { useSession } from '@cliques/session';
import { Button } from '@cliques/ui';
import { AnswerState } from './answer-state';
import { useT, type Translate } from '../i18n';
import { PollStore } from '../stores/poll-store';
import { voteOutboxFor } from '../stores/answer-outboxes';
import './poll-card.css';

/** "3 hours left" and the like: the largest whole unit of the time until the poll closes. */
function timeLeft(t: Translate, closesAt: string, now: number): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(closesAt) - now) / 60_000));
  if (minutes < 60) return t('{count, plural, one {# minute left} other {# minutes left}}', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('{count, plural, one {# hour left} other {# hours left}}', { count: hours });
  return t('{count, plural, one {# day left} other {# days left}}', { count: Math.floor(hours / 24) });
}

/** The results: a bar per option with its share, the reader's choice marked (counts hidden until the close if asked). */
const PollResults = observer(function PollResults({ store }: { store: PollStore }) {
  const t = useT();
  const { poll } = store;
  return (
    <ul className="feed-poll-results">
      {poll.options.map((option) => {
        const mine = poll.myVotes.includes(option.optionId);
        const percent = store.percentOf(option.votes);
        return (
          <li key={option.optionId} className={mine ? 'feed-poll-result feed-poll-mine' : 'feed-poll-result'}>
            <span className="feed-poll-bar" style={{ inlineSize: `${percent}%` }} aria-hidden="true" />
            <span className="feed-poll-text">
              {option.text}
              {mine && <span className="feed-poll-check"> · {t('Your choice')}</span>}
            </span>
            {option.votes !== null && <span className="feed-poll-percent">{percent}%</span>}
          </li>
        );
      })}
    </ul>
  );
});

/** The form: a radio per option (a checkbox on a multiple-choice poll) and Vote. */
const PollForm = observer(function PollForm({ store }: { store: PollStore }) {
  const t = useT();
  const name = useId();
  const { poll } = store;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.vote(t('Could not vote. Try again.'));
  };
  return (
    <form className="feed-poll-form" onSubmit={handleSubmit}>
      {poll.options.map((option) => (
        <label key={option.optionId} className="feed-poll-option">
          <input
            type={poll.multiple ? 'checkbox' : 'radio'}
            name={name}
            checked={store.chosen.includes(option.optionId)}
            onChange={() => store.toggle(option.optionId)}
          />
          {option.text}
        </label>
      ))}
      <Button type="submit" disabled={store.busy || store.chosen.length === 0}>
        {t('Vote')}
      </Button>
    </form>
  );
});

/**
 * A post's poll: the form until the reader voted, then the bars (live: the results of everyone's
 * votes arrive through the socket while the card is shown), the time left or "Final results".
 */
export default observer(function PollCard({ poll }: { poll: Poll }) {
  const t = useT();
  const session = useSession();
  const [store] = useState(() => {
    const outbox = session.user ? voteOutboxFor(session.user.userId) : null;
    return new PollStore(poll, outbox ? (pollId, optionIds) => outbox.send({ pollId, optionIds }) : undefined);
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => store.replace(poll), [store, poll]);
  useEffect(() => {
    const unwatch = realtimeClient.watchPoll(poll.pollId);
    const off = realtimeClient.on('poll', store.applyResults);
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      unwatch();
      off();
      clearInterval(timer);
    };
  }, [store, poll.pollId]);
  const current = store.poll;
  const closed = current.closed || Date.parse(current.closesAt) <= now;
  return (
    <section className="feed-poll" aria-label={t('Poll')}>
      {store.showingResults || closed ? <PollResults store={store} /> : <PollForm store={store} />}
      {current.totalVotes === null && <p className="ui-muted">{t('Results show when the poll closes.')}</p>}
      <p className="feed-poll-footer ui-muted">
        {current.totalVotes !== null && (
          <>
            <span>{t('{count, plural, one {# vote} other {# votes}}', { count: current.totalVotes })}</span> ·{' '}
          </>
        )}
        <span>{closed ? t('Final results') : timeLeft(t, current.closesAt, now)}</span>
        {current.multiple && <span> · {t('Choose one or more')}</span>}
      </p>
      {!closed && store.showingResults && (
        <div className="feed-poll-actions">
          <Button onClick={store.startChange} disabled={store.busy}>
            {t('Change vote')}
          </Button>
          <Button onClick={() => void store.withdraw(t('Could not withdraw your vote.'))} disabled={store.busy}>
            {t('Withdraw vote')}
          </Button>
        </div>
      )}
      <AnswerState
        waiting={store.waitingToSend ? t('Your vote will be sent when you are back online.') : null}
        error={store.error}
      />
    </section>
  );
});
