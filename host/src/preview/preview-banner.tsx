import { useEffect, useState } from 'react';
import { keepPreviews, type RuntimeConfig } from '@cliques/runtime-config';
import { Button } from '@cliques/ui';
import { fetchRuntimeConfig } from '../remotes/runtime-config';
import { setHostPreviewCookie } from './host-preview-cookie';
import { usePreviewT } from './preview-i18n';
import './preview-banner.css';

/** `mfe_feed` → `mfe-feed`: an app as its team names it (its folder). */
const appLabel = (app: string) => app.replace('_', '-');

/**
 * Says which releases this tab previews ("Preview of mfe-feed 1.4.0+abc") and which links were not
 * used, with a way back to live: "Leave preview" forgets the tab's links and the host's preview
 * cookie, and reloads the page without them. A previewed host keeps its cookie for reloads.
 */
export function PreviewBanner({
  config = fetchRuntimeConfig(),
  reload = (url: string) => window.location.assign(url),
}: {
  config?: Promise<RuntimeConfig>;
  reload?: (url: string) => void;
}) {
  const t = usePreviewT();
  const [answer, setAnswer] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let current = true;
    void config.then((value) => {
      if (!current) return;
      setAnswer(value);
      setHostPreviewCookie(value.previews?.find((preview) => preview.app === 'host')?.token ?? null);
    });
    return () => {
      current = false;
    };
  }, [config]);
  const previews = answer?.previews ?? [];
  const problems = answer?.previewProblems ?? [];
  if (previews.length === 0 && problems.length === 0) return null;
  const leave = () => {
    keepPreviews([], sessionStorage);
    setHostPreviewCookie(null);
    reload(window.location.pathname);
  };
  return (
    <div role="status" className="preview-banner">
      <ul>
        {previews.map(({ app, version }) => (
          <li key={app}>{t('Preview of {app} {version}', { app: appLabel(app), version })}</li>
        ))}
        {problems.map((problem) => (
          <li key={problem}>{t('A preview link was not used: {problem}', { problem })}</li>
        ))}
      </ul>
      <Button onClick={leave}>{t('Leave preview')}</Button>
    </div>
  );
}
