import { formatDateTime } from '@cliques/i18n';
import { useT } from '../../../i18n';
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton, UserText } from '@cliques/ui';
import { searchMinLength, type SearchStore } from '../stores/search-store';

/**
 * "Search" in the thread header: a field, then the matching messages of this conversation, newest
 * first, each with "Show in conversation".
 */
export const ThreadSearch = observer(function ThreadSearch({
  search,
  nameOf,
  onShow,
}: {
  search: SearchStore;
  nameOf: (userId: string) => string;
  /** Scrolls the thread to a match (loading older messages until it is there). */
  onShow: (messageId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const t = useT();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search.run(text);
  };
  if (!open) return <Button onClick={() => setOpen(true)}>{t('Search')}</Button>;
  return (
    <div className="chat-search">
      <form role="search" onSubmit={handleSubmit}>
        <input
          type="search"
          aria-label={t('Search this conversation')}
          placeholder={t('Search this conversation')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={text.trim().length < searchMinLength}>
          {t('Find')}
        </Button>
        <Button
          onClick={() => {
            setOpen(false);
            setText('');
          }}
        >
          {t('Close')}
        </Button>
      </form>
      {search.status === 'loading' && <ListSkeleton label={t('Searching…')} />}
      {search.status === 'error' && (
        <ErrorState message={t.text(search.error ?? 'Could not search this conversation.')} />
      )}
      {search.status === 'ready' &&
        (search.results.length === 0 ? (
          <EmptyState>{t('No messages found.')}</EmptyState>
        ) : (
          <ol className="chat-search-results" aria-label={t('Search results')}>
            {search.results.map((m) => (
              <li key={m.messageId}>
                <span className="ui-muted">
                  <UserText>{nameOf(m.senderId)}</UserText> ·{' '}
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </span>
                <UserText as="p">{m.content}</UserText>
                <Button onClick={() => onShow(m.messageId)}>{t('Show in conversation')}</Button>
              </li>
            ))}
          </ol>
        ))}
      {search.status === 'ready' && (
        <ListFooter
          error={search.error}
          hasMore={search.hasMore}
          loadingMore={search.loadingMore}
          onLoadMore={() => void search.more()}
        />
      )}
    </div>
  );
});
