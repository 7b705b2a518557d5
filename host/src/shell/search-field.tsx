import { Suspense, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon, searchPath } from '@cliques/ui';
import { useT } from '../i18n';
import { SearchSuggestions } from './lazy-search-suggestions';
import { useSearchShortcut } from './use-search-shortcut';

/**
 * The search field of the top bar: a plain input (Ctrl/⌘-K or `/` focuses it); Enter opens the
 * results page. The suggestions under it are a lazy chunk, loaded the first time it is focused, so
 * the shell's first load carries only this field.
 */
export function SearchField() {
  const t = useT();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useSearchShortcut(field);

  const close = () => setOpen(false);
  const go = (path: string) => {
    close();
    setQuery('');
    field.current?.blur();
    void navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) go(searchPath(query));
  };
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const handleKey = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    // Focus first: focusing the field opens the suggestions, and Escape is to leave them closed.
    field.current?.focus();
    close();
  };

  return (
    <form
      role="search"
      aria-label={t('Search')}
      className="shell-search"
      onSubmit={submit}
      onBlur={leave}
      onKeyDown={handleKey}
    >
      <label className="shell-search-box">
        <SearchIcon size={16} />
        <span className="visually-hidden">{t('Search')}</span>
        <input
          ref={field}
          type="search"
          name="q"
          value={query}
          placeholder={t('Search')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={500}
          aria-keyshortcuts="Control+K Meta+K /"
          aria-controls={open ? panelId : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setWanted(true);
            setOpen(true);
          }}
        />
      </label>
      {wanted && open && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={panelId}
            query={query}
            field={field}
            onGo={go}
            onChange={(text) => {
              setQuery(text);
              field.current?.focus();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
