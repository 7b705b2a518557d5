import { observable, runInAction } from 'mobx';
import type { FoundLink } from '@cliques/links';
import { whenSettled } from '@cliques/session';

type FindLinks = (text: string) => FoundLink[];

const finder = observable.box<FindLinks | null>(null, { deep: false });
let loading: Promise<void> | null = null;
let asked = false;

/** Loads the web-address finder (linkify-it, 4 KiB gzip) now; resolves once texts can show their links. */
export function loadLinkFinder(): Promise<void> {
  loading ??= import('@cliques/links').then(({ findLinks }) => runInAction(() => finder.set(findLinks)));
  return loading;
}

/**
 * The web-address finder, or null until it is loaded: the first call asks for it once the first
 * page has settled, so it is not part of the first load (a text shows its addresses as links a
 * moment later). Observable: a text read by an observer shows its links when it arrives.
 */
export function linkFinder(): FindLinks | null {
  if (!asked) {
    asked = true;
    whenSettled(() => void loadLinkFinder());
  }
  return finder.get();
}
