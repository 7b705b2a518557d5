import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingState, UserText } from '@cliques/ui';
import { periods, TrendingStore } from '../stores/trending-store';
import '../../../components/posts.css';

/** /hashtag: a search box and the trending hashtags of today, this week or this month. */
export const HashtagsPage = observer(function HashtagsPage() {
  const [store] = useState(() => new TrendingStore());
  const [invalid, setInvalid] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <main className="ui-page feed-stack">
      <h1>Hashtags</h1>
      <form
        role="search"
        className="ui-card"
        onSubmit={(event) => {
          event.preventDefault();
          const tag = store.searchTag;
          setInvalid(!tag);
          if (tag) navigate(`/hashtag/${encodeURIComponent(tag)}`);
        }}
      >
        <label className="ui-field">
          <span>Search hashtags</span>
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
            Enter a hashtag: letters, digits or underscores, at most 50.
          </p>
        )}
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      <section className="feed-stack" aria-label="Trending">
        <h2>Trending</h2>
        <div className="feed-tabs" role="group" aria-label="Period">
          {periods.map((p) => (
            <Button key={p.value} aria-pressed={store.period === p.value} onClick={() => void store.load(p.value)}>
              {p.label}
            </Button>
          ))}
        </div>
        {store.status === 'loading' ? (
          <LoadingState label="Loading trending hashtags…" />
        ) : store.status === 'error' ? (
          <ErrorState message={store.error ?? 'Could not load trending hashtags'} onRetry={() => void store.load()} />
        ) : store.trending.length === 0 ? (
          <EmptyState>No hashtags used in this period yet.</EmptyState>
        ) : (
          <ol className="feed-trending">
            {store.trending.map((t) => (
              <li key={t.hashtag}>
                <Link to={`/hashtag/${encodeURIComponent(t.hashtag)}`}>
                  <UserText>#{t.hashtag}</UserText>
                </Link>{' '}
                <span className="ui-muted">
                  {t.count} {t.count === 1 ? 'person' : 'people'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
});
