import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { KeptEntries } from './kept-entries';

const kept = new KeptEntries<unknown>();

/**
 * A value made once per history entry and `name`: back on the same entry (browser Back), the page
 * gets the value it had there (a store with the pages it loaded); a new visit makes a new one.
 * `name` tells apart the values of different lists and users.
 */
export function useEntryState<T>(name: string, create: () => T): T {
  const { key } = useLocation();
  const [value] = useState(() => {
    const id = `${key}\n${name}`;
    const found = kept.get(id) as T | undefined;
    if (found !== undefined) return found;
    const made = create();
    kept.set(id, made);
    return made;
  });
  return value;
}
