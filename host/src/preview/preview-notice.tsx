import { Suspense, lazy } from 'react';
import { pagePreviews } from '@cliques/runtime-config';

const PreviewBanner = lazy(() =>
  import(/* webpackChunkName: "preview-banner" */ './preview-banner').then((module) => ({
    default: module.PreviewBanner,
  })),
);

/** The preview banner, loaded only in a tab that runs preview links (first load unchanged for everyone else). */
export function PreviewNotice() {
  if (pagePreviews(window.location.search, sessionStorage).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  );
}
