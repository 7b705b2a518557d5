/** Theme storage key (docs/PRODUCT.md §9: storage holds light or dark under the product's theme key). */
export const themeStorageKey = 'cliques-theme';
/** Fired on window when any bundle changes the theme, so every copy of this module agrees. */
export const themeChangeEvent = 'cliques:theme-change';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored preference, or null when none is stored. */
export function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(themeStorageKey);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** The system's preference. */
export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a theme to the document root. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
}

/** Saves and applies a chosen theme and tells every listener. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be unavailable (private mode); the theme still applies for this page.
  }
  applyTheme(theme);
  window.dispatchEvent(new CustomEvent(themeChangeEvent, { detail: theme }));
}

/** The theme in force now (the attribute on the document root). */
export function currentTheme(): Theme {
  const value = document.documentElement.getAttribute('data-theme');
  return isTheme(value) ? value : (readStoredTheme() ?? systemTheme());
}

/** Switches between light and dark. */
export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  return next;
}
