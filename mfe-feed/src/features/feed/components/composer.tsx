import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { postLimits, type ComposerProps as ContractComposerProps, type Post } from '@cliques/contracts';
import { acceptAttribute } from '@cliques/media';
import { useSession } from '@cliques/session';
import { Button, UserText } from '@cliques/ui';
import { ComposerStore } from '../stores/composer-store';
import { WaitingToSend } from '../../../components/waiting-to-send';
import { WarningFields } from '../../../components/warning-fields';
import { QuotePolicyPicker } from '../../../components/quote-policy-picker';
import { AudiencePicker } from './audience-picker';
import { TopicPicker } from './topic-picker';
import '../../../components/posts.css';
import './composer.css';

const noTopics: readonly string[] = [];
const QuoteEmbed = lazy(() => import(/* webpackChunkName: "quote" */ '../../../components/quote-embed'));
// The picked files' previews: a chunk loaded with the first file.
const AttachmentList = lazy(() => import(/* webpackChunkName: "attachments" */ './attachment-list'));
const PollFields = lazy(() => import(/* webpackChunkName: "poll-fields" */ './poll-fields'));
// The event's fields and its draft: one chunk, loaded when the writer adds an event.
const loadEventFields = () => import(/* webpackChunkName: "event-fields" */ './event-fields');
const EventFields = lazy(loadEventFields);

/** The contract's props (other areas load it as `mfe_feed/composer`), and a ready store for tests. */
export interface ComposerProps extends ContractComposerProps {
  /** For tests and embedding: a ready store. */
  store?: ComposerStore;
  /** The post this one quotes, shown under the text. */
  quoted?: Post;
}

/**
 * Writing a post: text (5,000 characters) with @-mention autocomplete, up to 10 photos or videos
 * with previews and an upload progress bar each; limits are shown before anything is uploaded; who
 * may see it (everyone or friends) unless it goes into a clique; there, a topic when the clique has topics;
 * an optional content warning, and a sensitive mark for its media; a poll or an event (each one's
 * fields loaded when added); who may quote a public post.
 */
export const Composer = observer(function Composer({
  cliqueId = null,
  topics = noTopics,
  onPosted,
  store: given,
  quoted,
}: ComposerProps) {
  const t = useT();
  const userId = useSession().user?.userId;
  // The outbox tells of a post sent later: the page's current handler hears it.
  const posted = useRef(onPosted);
  posted.current = onPosted;
  const [store] = useState(
    () => given ?? new ComposerStore({ cliqueId, userId, quoted, onPosted: (post) => posted.current?.(post) }),
  );
  useEffect(() => store.waiting?.start(), [store]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listboxId = `${ids}-mentions`;
  const { mentions } = store;
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.keepTopicAmong(topics), [store, topics]);

  const placeCaret = (caret: number | null) => {
    if (caret === null) return;
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(caret, caret);
    });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mentions.open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      mentions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      placeCaret(store.chooseMention());
    } else if (event.key === 'Escape') {
      mentions.close();
    }
  };
  const handleSubmit = async () => {
    const post = await store.submit();
    if (post) onPosted?.(post);
  };

  return (
    <>
      <form
        className="ui-card feed-composer"
        aria-label={cliqueId ? t('New post in this clique') : t('New post')}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <label className="ui-field feed-composer-text">
          <span>{t("What's on your mind?")}</span>
          <textarea
            ref={textarea}
            rows={3}
            value={store.content}
            maxLength={postLimits.content}
            placeholder={t('Share something. Use #hashtags and @mentions.')}
            aria-autocomplete="list"
            aria-controls={listboxId}
            aria-activedescendant={mentions.open ? `${listboxId}-${mentions.highlighted}` : undefined}
            onChange={(e) => store.setContent(e.target.value, e.target.selectionStart ?? e.target.value.length)}
            onKeyDown={handleKeyDown}
            onBlur={() => setTimeout(() => mentions.close(), 150)}
          />
        </label>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('People to mention')}
          className="feed-mentions"
          hidden={!mentions.open}
        >
          {mentions.suggestions.map((user, i) => (
            <li
              key={user.userId}
              id={`${listboxId}-${i}`}
              role="option"
              aria-selected={i === mentions.highlighted}
              onMouseDown={(e) => {
                e.preventDefault();
                placeCaret(store.chooseMention(i));
              }}
            >
              <strong>
                <UserText>@{user.username}</UserText>
              </strong>{' '}
              <UserText className="ui-muted">{user.displayName}</UserText>
            </li>
          ))}
        </ul>
        <p className="ui-muted feed-composer-hint">
          <span aria-live="polite">
            {store.remaining < 200
              ? t('{count, plural, one {# character left} other {# characters left}}', { count: store.remaining })
              : `${store.content.length}/${postLimits.content}`}
          </span>{' '}
          · {t('Up to {count} photos or videos; images up to 10 MB, videos up to 100 MB.', { count: postLimits.media })}
        </p>
        {quoted && (
          <Suspense fallback={null}>
            <QuoteEmbed quote={{ ...quoted, state: 'visible' }} />
          </Suspense>
        )}
        {store.attachments.length > 0 && (
          <Suspense fallback={null}>
            <AttachmentList store={store} />
          </Suspense>
        )}
        <WarningFields draft={store.warning} hasMedia={store.attachments.length > 0} />
        {store.poll.on && (
          <Suspense fallback={null}>
            <PollFields draft={store.poll} />
          </Suspense>
        )}
        {store.event && (
          <Suspense fallback={null}>
            <EventFields draft={store.event} />
          </Suspense>
        )}
        {store.held && (
          <p className="ui-muted" role="status">
            {t("Your post is waiting for a moderator's approval.")}
          </p>
        )}
        {store.errors.length > 0 && (
          <ul className="ui-error feed-composer-errors" role="alert">
            {store.errors.map((message) => (
              <li key={message}>{t.text(message)}</li>
            ))}
          </ul>
        )}
        {!cliqueId && <AudiencePicker store={store} name={`${ids}-audience`} />}
        {!cliqueId && store.audience === 'public' && (
          <QuotePolicyPicker value={store.quotePolicy} onChange={store.setQuotePolicy} />
        )}
        {cliqueId && topics.length > 0 && <TopicPicker store={store} topics={topics} />}
        <div className="feed-row">
          <input
            ref={fileInput}
            id={`${ids}-files`}
            type="file"
            multiple
            accept={acceptAttribute}
            aria-label={t('Photos or videos to attach')}
            className="visually-hidden"
            onChange={(e) => {
              store.addFiles([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <Button onClick={() => fileInput.current?.click()} disabled={store.posting} aria-controls={`${ids}-files`}>
            {t('Add photos or videos')}
          </Button>
          {!store.event && (
            <Button
              aria-pressed={store.poll.on}
              onClick={() => store.poll.setOn(!store.poll.on)}
              disabled={store.posting}
            >
              {store.poll.on ? t('Remove the poll') : t('Add a poll')}
            </Button>
          )}
          {!store.poll.on && (
            <Button
              aria-pressed={!!store.event}
              onClick={() => void store.toggleEvent(loadEventFields)}
              disabled={store.posting}
            >
              {store.event ? t('Remove the event') : t('Add an event')}
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={!store.canPost}>
            {store.posting ? t('Posting...') : t('Post')}
          </Button>
        </div>
      </form>
      <WaitingToSend
        className="feed-stack feed-waiting"
        items={store.waitingHere.map(({ id, payload }) => ({ id, text: payload.body.content ?? '' }))}
      />
    </>
  );
});
