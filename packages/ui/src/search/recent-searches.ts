import { useEffect, useState } from 'react';

/** How many recent searches are kept. */
export const recentSearchLimit = 10;
const changed = 'cliques:recent-searches';

/** Each person's recent searches, kept in this browser only, under their user id. */
const keyOf = (userId: string) => `cliques.recent-searches.${userId}`;

/** The person's recent searches, newest first (none when storage is unavailable or holds something else). */
export function readRecentSearches(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function write(userId: string, searches: string[]): void {
  try {
    if (searches.length) localStorage.setItem(keyOf(userId), JSON.stringify(searches));
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage full or blocked: recent searches are a convenience, the search itself went ahead.
  }
  window.dispatchEvent(new Event(changed));
}

/** Keeps a search at the top of the list (once), dropping the oldest beyond the limit. */
export function addRecentSearch(userId: string, query: string): void {
  const text = query.trim();
  if (!text) return;
  const rest = readRecentSearches(userId).filter((item) => item !== text);
  write(userId, [text, ...rest].slice(0, recentSearchLimit));
}

/** Forgets one recent search. */
export function removeRecentSearch(userId: string, query: string): void {
  write(
    userId,
    readRecentSearches(userId).filter((item) => item !== query),
  );
}

/** Forgets every recent search of the person. */
export function clearRecentSearches(userId: string): void {
  write(userId, []);
}

/** The person's recent searches, following changes made on this page and in other tabs. */
export function useRecentSearches(userId: string): string[] {
  const [searches, setSearches] = useState(() => readRecentSearches(userId));
  useEffect(() => {
    const update = () => setSearches(readRecentSearches(userId));
    update();
    window.addEventListener(changed, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(changed, update);
      window.removeEventListener('storage', update);
    };
  }, [userId]);
  return searches;
}
