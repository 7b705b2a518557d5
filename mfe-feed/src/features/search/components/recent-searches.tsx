import { Link } from 'react-router-dom';
import { useSession } from '@cliques/session';
import { Button, CloseIcon, clearRecentSearches, removeRecentSearch, searchPath, useRecentSearches } from '@cliques/ui';
import { useT } from '../i18n';

/** The person's recent searches (kept in this browser), each removable, and all at once. */
export function RecentSearches() {
  const t = useT();
  const userId = useSession().user?.userId ?? '';
  const recent = useRecentSearches(userId);
  if (recent.length === 0) return null;
  return (
    <section className="ui-card search-recent" aria-labelledby="search-recent-title">
      <h2 id="search-recent-title">{t('Recent searches')}</h2>
      <p className="ui-muted">{t('Your recent searches are kept in this browser only.')}</p>
      <ul>
        {recent.map((query) => (
          <li key={query} className="feed-row">
            <Link to={searchPath(query)}>{query}</Link>
            <Button
              aria-label={t('Remove {query} from recent searches', { query })}
              onClick={() => removeRecentSearch(userId, query)}
            >
              <CloseIcon size={14} />
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => clearRecentSearches(userId)}>{t('Clear recent searches')}</Button>
    </section>
  );
}
