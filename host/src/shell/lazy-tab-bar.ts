import { lazy } from 'react';

/** The phone's tab bar, in a chunk of its own: a wider screen never loads it. */
export const loadTabBar = () => import(/* webpackChunkName: "tab-bar" */ './tab-bar');

/** The phone's tab bar, rendered once its chunk is there. */
export const TabBar = lazy(() => loadTabBar().then((module) => ({ default: module.TabBar })));
