import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { searchAll, type SearchAllResponse } from '@cliques/api-client';
import { useSession } from '@cliques/session';
import {
  Avatar,
  Button,
  CloseIcon,
  HashIcon,
  SearchIcon,
  UsersIcon,
  clearRecentSearches,
  removeRecentSearch,
  searchPath,
  useRecentSearches,
  withClique,
} from '@cliques/ui';
import { useSearchT as useT } from './search-i18n';
import './search-suggestions.css';

/** How long typing pauses before the suggestions are asked for. */
export const suggestDelayMs = 250;

export interface SearchSuggestionsProps {
  id: string;
  query: string;
  field: RefObject<HTMLInputElement | null>;
  /** Opens a page (a result, or the results page) and closes the suggestions. */
  onGo: (path: string) => void;
  /** Puts a text in the field (a clique picked for `in:`). */
  onChange: (query: string) => void;
}

/** The top three people, cliques and hashtags for what is typed; dropped when a newer text is asked for. */
function useSuggestions(query: string): SearchAllResponse | null {
  const [found, setFound] = useState<{ query: string; results: SearchAllResponse } | null>(null);
  const text = query.trim();
  useEffect(() => {
    if (!text) return;
    let current = true;
    const timer = setTimeout(() => {
      searchAll(text, { limit: 3 }).then(
        (results) => current && setFound({ query: text, results }),
        // A query still being typed (a half-written operator) may be refused: the person presses Enter when done.
        () => current && setFound(null),
      );
    }, suggestDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return found?.query === text ? found.results : null;
}

/** Moves focus with the arrow keys between the field and the panel's links and buttons. */
function moveFocus(panel: HTMLElement, field: HTMLInputElement | null, step: 1 | -1) {
  const stops = [...panel.querySelectorAll<HTMLElement>('a[href], button')];
  const index = stops.indexOf(document.activeElement as HTMLElement);
  const next = index + step;
  if (next < 0) field?.focus();
  else stops[Math.min(next, stops.length - 1)]?.focus();
}

/**
 * Under the search field: recent searches while it is empty; as a person types, people, cliques (each
 * with "Search in this clique", which sets `in:` to it) and hashtags, then "Search for …". ArrowDown
 * moves from the field into the list, Escape (in search-field.tsx) closes it.
 */
export const SearchSuggestions = observer(function SearchSuggestions({
  id,
  query,
  field,
  onGo,
  onChange,
}: SearchSuggestionsProps) {
  const t = useT();
  const userId = useSession().user?.userId ?? '';
  const recent = useRecentSearches(userId);
  const found = useSuggestions(query);
  const panel = useRef<HTMLDivElement>(null);
  const text = query.trim();

  useEffect(() => {
    const input = field.current;
    const handleKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowDown' || !panel.current) return;
      event.preventDefault();
      moveFocus(panel.current, null, 1);
    };
    input?.addEventListener('keydown', handleKey);
    return () => input?.removeEventListener('keydown', handleKey);
  }, [field]);

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    moveFocus(event.currentTarget, field.current, event.key === 'ArrowDown' ? 1 : -1);
  };
  const link = (path: string) => ({
    href: path,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onGo(path);
    },
  });

  if (!text && recent.length === 0) return null;
  return (
    <div
      id={id}
      ref={panel}
      className="shell-suggestions"
      role="region"
      aria-label={t('Suggestions')}
      onKeyDown={handleKey}
      // A click keeps the focus in the field: the panel stays open until the click is done, in every browser.
      onMouseDown={(event) => event.preventDefault()}
    >
      {!text && (
        <div role="group" aria-label={t('Recent searches')}>
          <h2 className="shell-suggestions-title">{t('Recent searches')}</h2>
          <ul>
            {recent.map((item) => (
              <li key={item} className="shell-suggestion">
                <a {...link(searchPath(item))}>{item}</a>
                <Button
                  className="shell-suggestion-action"
                  aria-label={t('Remove {query} from recent searches', { query: item })}
                  onClick={() => removeRecentSearch(userId, item)}
                >
                  <CloseIcon size={14} />
                </Button>
              </li>
            ))}
          </ul>
          <Button className="shell-suggestion-action" onClick={() => clearRecentSearches(userId)}>
            {t('Clear recent searches')}
          </Button>
        </div>
      )}
      {text && found && (
        <>
          {found.people.items.length > 0 && (
            <div role="group" aria-label={t('People')}>
              <h2 className="shell-suggestions-title">{t('People')}</h2>
              <ul>
                {found.people.items.map(({ user }) => (
                  <li key={user.userId} className="shell-suggestion">
                    <a {...link(`/profile/${encodeURIComponent(user.userId)}`)}>
                      <Avatar user={user} size="small" decorative />
                      <span>{user.displayName}</span> <span className="ui-muted">@{user.username}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {found.cliques.items.length > 0 && (
            <div role="group" aria-label={t('Cliques')}>
              <h2 className="shell-suggestions-title">{t('Cliques')}</h2>
              <ul>
                {found.cliques.items.map(({ clique }) => (
                  <li key={clique.cliqueId} className="shell-suggestion">
                    <a {...link(`/cliques?clique=${encodeURIComponent(clique.cliqueId)}`)}>
                      <UsersIcon size={16} />
                      {clique.name}
                    </a>
                    <Button
                      className="shell-suggestion-action"
                      onClick={() => onChange(withClique(query, clique.cliqueId))}
                    >
                      {t('Search in {clique}', { clique: clique.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {found.hashtags.items.length > 0 && (
            <div role="group" aria-label={t('Hashtags')}>
              <h2 className="shell-suggestions-title">{t('Hashtags')}</h2>
              <ul>
                {found.hashtags.items.map(({ hashtag, postCount }) => (
                  <li key={hashtag} className="shell-suggestion">
                    <a {...link(searchPath(`#${hashtag}`, 'posts'))}>
                      <HashIcon size={16} />
                      {hashtag}{' '}
                      <span className="ui-muted">
                        {t('{count, plural, one {# post} other {# posts}}', { count: postCount })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      {text && (
        <a className="shell-suggestion shell-suggestion-all" {...link(searchPath(text))}>
          <SearchIcon size={16} />
          {t('Search for “{query}”', { query: text })}
        </a>
      )}
    </div>
  );
});
