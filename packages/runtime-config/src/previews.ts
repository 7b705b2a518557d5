/**
 * The preview links a tab runs (`?preview=<token>`, docs/API.md "Previews"): those of the address it
 * was opened at, added to those it kept (sessionStorage: the tab keeps them across reloads and
 * navigations, other tabs stay live). /config.json answers which it accepted; only those are kept.
 */
export const previewsKey = 'cliques-previews';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's preview tokens: kept ones, then the address's, each once; the address's are kept from now on. */
export function pagePreviews(search: string, storage: Store): string[] {
  const tokens = [...new Set([...keptPreviews(storage), ...new URLSearchParams(search).getAll('preview')])].filter(
    (token) => token !== '',
  );
  if (tokens.length > 0) storage.setItem(previewsKey, JSON.stringify(tokens));
  return tokens;
}

/** Keeps exactly these tokens (those the server accepted); none: the tab is live again. */
export function keepPreviews(tokens: string[], storage: Store): void {
  if (tokens.length > 0) storage.setItem(previewsKey, JSON.stringify(tokens));
  else storage.removeItem(previewsKey);
}

function keptPreviews(storage: Store): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(previewsKey) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
