import { lazy } from 'react';
import { narrowScreenQuery } from './use-narrow-screen';

/** The phone's tab bar, in a chunk of its own: a wider screen never loads it. */
export const loadTabBar = () => import(/* webpackChunkName: "tab-bar" */ './tab-bar');

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

/** The phone's tab bar, rendered once its chunk is there. */
export const TabBar = lazy(() => loadTabBar().then((module) => ({ default: module.TabBar })));
