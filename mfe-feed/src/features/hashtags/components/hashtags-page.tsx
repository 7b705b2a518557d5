import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, EmptyState, ErrorState, ListSkeleton, UserText } from '@cliques/ui';
import { periods, TrendingStore } from '../stores/trending-store';
import '../../../components/posts.css';

/** /hashtag: a search box and the trending hashtags of today, this week or this month. */
export const HashtagsPage = observer(function HashtagsPage() {
  const [store] = useState(() => new TrendingStore());
  const [invalid, setInvalid] = useState(false);
  const navigate = useNavigate();
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <main className="ui-page feed-stack">
      <h1>{t('Hashtags')}</h1>
      <form
        role="search"
        className="ui-card"
        onSubmit={(event) => {
          event.preventDefault();
          const tag = store.searchTag;
          setInvalid(!tag);
          // navigate returns a promise only under a data router; the app's BrowserRouter returns nothing.
          if (tag) void navigate(`/hashtag/${encodeURIComponent(tag)}`);
        }}
      >
        <label className="ui-field">
          <span>{t('Search hashtags')}</span>
          <input
            value={store.query}
            onChange={(e) => store.setQuery(e.target.value)}
            placeholder="#summer"
            maxLength={51}
            aria-invalid={invalid}
          />
        </label>
        {invalid && (
          <p className="ui-error" role="alert">
            {t('Enter a hashtag: letters, digits or underscores, at most 50.')}
          </p>
        )}
        <Button type="submit" variant="primary">
          {t('Search')}
        </Button>
      </form>
      <section className="feed-stack" aria-label={t('Trending')}>
        <h2>{t('Trending')}</h2>
        <div className="feed-tabs" role="group" aria-label={t('Period')}>
          {periods.map((p) => (
            <Button key={p.value} aria-pressed={store.period === p.value} onClick={() => void store.load(p.value)}>
              {t(p.label)}
            </Button>
          ))}
        </div>
        {store.status === 'loading' ? (
          <ListSkeleton label={t('Loading trending hashtags…')} />
        ) : store.status === 'error' ? (
          <ErrorState
            message={t.text(store.error ?? 'Could not load trending hashtags')}
            onRetry={() => void store.load()}
          />
        ) : store.trending.length === 0 ? (
          <EmptyState>{t('No hashtags used in this period yet.')}</EmptyState>
        ) : (
          <ol className="feed-trending">
            {store.trending.map((trend) => (
              <li key={trend.hashtag}>
                <Link to={`/hashtag/${encodeURIComponent(trend.hashtag)}`}>
                  <UserText>#{trend.hashtag}</UserText>
                </Link>{' '}
                <span className="ui-muted">
                  {t('{count, plural, one {# person} other {# people}}', { count: trend.count })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
});
