import { useEffect, useState } from 'react';
import {
  applyTheme,
  currentTheme,
  readStoredTheme,
  systemTheme,
  themeChangeEvent,
  themeStorageKey,
  type Theme,
} from './theme';

/**
 * The theme, kept in step with: the stored preference, else the system's; system changes while no
 * preference is stored; changes made by any bundle or another tab.
 */
export function useTheme(): Theme {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme() ?? systemTheme());
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const handleSystemChange = (event: MediaQueryListEvent) => {
      if (readStoredTheme() === null) setThemeState(event.matches ? 'dark' : 'light');
    };
    const handleThemeChange = () => setThemeState(currentTheme());
    const handleStorage = (event: StorageEvent) => {
      if (event.key === themeStorageKey) setThemeState(readStoredTheme() ?? systemTheme());
    };
    media?.addEventListener('change', handleSystemChange);
    window.addEventListener(themeChangeEvent, handleThemeChange);
    window.addEventListener('storage', handleStorage);
    return () => {
      media?.removeEventListener('change', handleSystemChange);
      window.removeEventListener(themeChangeEvent, handleThemeChange);
      window.removeEventListener('storage', handleStorage);
    };
  }, []);
  return theme;
}
