import { useRef, type KeyboardEvent } from 'react';
import type { SearchType } from '@cliques/api-client';
import { useT, type SearchMessage } from '../i18n';

/** The tabs in order: every kind at once, then each kind. */
export const searchTabs: { type: SearchType; label: SearchMessage }[] = [
  { type: 'all', label: 'All' },
  { type: 'posts', label: 'Posts' },
  { type: 'people', label: 'People' },
  { type: 'cliques', label: 'Cliques' },
  { type: 'hashtags', label: 'Hashtags' },
];

export const tabId = (type: SearchType) => `search-tab-${type}`;
export const panelId = 'search-panel';

/** The tabs of the results (a tablist: arrow keys, Home and End move between them, and choose). */
export function SearchTabs({ selected, onSelect }: { selected: SearchType; onSelect: (type: SearchType) => void }) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = searchTabs.findIndex((tab) => tab.type === selected);
    const forward = document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = document.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % searchTabs.length
        : event.key === back
          ? (index - 1 + searchTabs.length) % searchTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? searchTabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const type = searchTabs[next]?.type ?? 'all';
    onSelect(type);
    list.current?.querySelector<HTMLElement>(`#${tabId(type)}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={t('Kinds of results')} className="search-tabs" onKeyDown={handleKey}>
      {searchTabs.map((tab) => (
        <button
          key={tab.type}
          id={tabId(tab.type)}
          type="button"
          role="tab"
          aria-selected={tab.type === selected}
          aria-controls={panelId}
          tabIndex={tab.type === selected ? 0 : -1}
          className="search-tab"
          onClick={() => onSelect(tab.type)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
