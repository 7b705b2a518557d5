import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { readingPreferences } from '@cliques/stores';
import { Button, UserText } from '@cliques/ui';

/**
 * The author's warning over a post, with Show more / Show less over what it hides (the text, its
 * link preview and the media); open from the start when the reader's settings say always expand.
 */
export const ContentWarning = observer(function ContentWarning({
  warning,
  children,
}: {
  warning: string;
  children: ReactNode;
}) {
  const t = useT();
  const hiddenId = useId();
  // Null until the reader chooses: their setting decides meanwhile.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? readingPreferences.alwaysExpand;
  return (
    <>
      <p className="feed-warning">
        <span className="feed-warning-label">{t('Content warning:')}</span> <UserText>{warning}</UserText>{' '}
        <Button aria-expanded={open} aria-controls={hiddenId} onClick={() => setChosen(!open)}>
          {open ? t('Show less') : t('Show more')}
        </Button>
      </p>
      <div id={hiddenId} hidden={!open}>
        {open && children}
      </div>
    </>
  );
});
