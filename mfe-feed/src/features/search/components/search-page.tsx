import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchSort, SearchType } from '@cliques/api-client';
import { useSession } from '@cliques/session';
import { Button, SearchIcon, addRecentSearch, searchPath } from '@cliques/ui';
import { useT } from '../i18n';
import { RecentSearches } from './recent-searches';
import { SearchHelp } from './search-help';
import { AllResultsView, KindResultsView } from './search-results';
import { SearchTabs, panelId, searchTabs, tabId } from './search-tabs';
import '../search.css';

const typeOf = (value: string | null): SearchType => searchTabs.find((tab) => tab.type === value)?.type ?? 'all';
const sortOf = (value: string | null): SearchSort => (value === 'newest' ? 'newest' : 'relevance');

/**
 * /search?q=…&type=…&sort=…: the results of a search, a tab per kind (All, Posts, People, Cliques,
 * Hashtags), best match or newest first, the operators explained in "How to search", and the
 * person's recent searches (kept in this browser) while there is no query.
 */
export function SearchPage() {
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { cliqueName?: string } | null };
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const type = typeOf(params.get('type'));
  const sort = sortOf(params.get('sort'));
  const userId = useSession().user?.userId ?? '';
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  useEffect(() => {
    if (query && userId) addRecentSearch(userId, query);
  }, [query, userId]);

  const show = (next: { query?: string; type?: SearchType; sort?: SearchSort }) => {
    const path = searchPath(next.query ?? query, next.type ?? type);
    const chosenSort = next.sort ?? sort;
    void navigate(chosenSort === 'newest' ? `${path}&sort=newest` : path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) show({ query: text });
  };

  return (
    <main className="ui-page feed-stack search-page">
      <h1>{t('Search')}</h1>
      <form
        role="search"
        aria-label={t('Search posts, people, cliques and hashtags')}
        className="feed-row search-form"
        onSubmit={submit}
      >
        <label className="search-field">
          <span className="visually-hidden">{t('Search posts, people, cliques and hashtags')}</span>
          <input
            type="search"
            name="q"
            value={text}
            maxLength={500}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('Search posts, people, cliques and hashtags')}
            autoFocus={!query}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary">
          <SearchIcon size={16} />
          {t('Search')}
        </Button>
        <SearchHelp />
      </form>
      {query ? (
        <>
          <div className="feed-row search-controls">
            <SearchTabs selected={type} onSelect={(next) => show({ type: next })} />
            <label className="feed-row">
              {t('Sort by')}
              <select value={sort} onChange={(event) => show({ sort: sortOf(event.target.value) })}>
                <option value="relevance">{t('Best match')}</option>
                <option value="newest">{t('Newest')}</option>
              </select>
            </label>
          </div>
          {state?.cliqueName && /(^|\s)in:\S/.test(query) && (
            <p className="ui-muted">{t('Searching in clique {clique}', { clique: state.cliqueName })}</p>
          )}
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(type)} className="feed-stack">
            {type === 'all' ? (
              <AllResultsView
                key={`${sort}:${query}`}
                query={query}
                sort={sort}
                onKind={(kind) => show({ type: kind })}
              />
            ) : (
              <KindResultsView key={`${type}:${sort}:${query}`} query={query} kind={type} sort={sort} />
            )}
          </div>
        </>
      ) : (
        <RecentSearches />
      )}
    </main>
  );
}
