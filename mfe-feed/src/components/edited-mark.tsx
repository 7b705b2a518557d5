import { useT } from '../i18n';
import { lazy, Suspense, useState } from 'react';
import { timeAgo } from '@cliques/ui';
import './edit-history.css';

// The versions open in a chunk of their own: the card carries only this mark.
const EditHistoryDialog = lazy(() => import(/* webpackChunkName: "edit-history" */ './edit-history-dialog'));

/** What was edited: a post or a comment, by id. */
export interface EditedThing {
  kind: 'post' | 'comment';
  id: string;
}

/** "Edited 5m" beside a post's or comment's time: opens its versions, newest first. */
export function EditedMark({ editedAt, of }: { editedAt: string; of: EditedThing }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="feed-edited ui-muted"
        aria-haspopup="dialog"
        title={t('See the edit history')}
        onClick={() => setOpen(true)}
      >
        {t('Edited {time}', { time: timeAgo(editedAt) })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EditHistoryDialog of={of} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
