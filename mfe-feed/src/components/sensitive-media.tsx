import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { readingPreferences } from '@cliques/stores';

/**
 * Media the author marked sensitive: blurred, out of the accessibility tree, under a "Show
 * sensitive media" button until the reader taps it (or at once when their settings say always show).
 */
export const SensitiveMedia = observer(function SensitiveMedia({ children }: { children: ReactNode }) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  if (revealed || readingPreferences.alwaysShowSensitiveMedia) return <>{children}</>;
  return (
    <div className="feed-sensitive">
      <div className="feed-sensitive-blur" aria-hidden="true" inert>
        {children}
      </div>
      <button type="button" className="feed-sensitive-button" onClick={() => setRevealed(true)}>
        {t('Show sensitive media')}
      </button>
    </div>
  );
});
