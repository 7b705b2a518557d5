import { lazy } from 'react';
import { loadTabBar } from './lazy-tab-bar';
import { narrowScreenQuery } from './use-narrow-screen';

/**
 * The signed-in shell (navigation, badges, the realtime socket) in a chunk of its own: signed-out
 * pages never load it. On a phone its tab bar starts loading with it.
 */
export function loadShellLayout() {
  if (window.matchMedia?.(narrowScreenQuery).matches) void loadTabBar().catch(() => undefined);
  return import(/* webpackChunkName: "shell" */ './shell-layout');
}

/** The signed-in shell, rendered once its chunk is there. */
export const ShellLayout = lazy(() => loadShellLayout().then((module) => ({ default: module.ShellLayout })));
