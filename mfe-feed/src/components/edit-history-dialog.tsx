import { useT } from '../i18n';
import { useEffect, useRef, useState } from 'react';
import type { EditVersion } from '@cliques/contracts';
import { errorMessage, getCommentHistory, getPostHistory } from '@cliques/api-client';
import { formatDateTime } from '@cliques/i18n';
import { Button, ListSkeleton, UserText } from '@cliques/ui';
import type { EditedThing } from './edited-mark';

type Loaded = { status: 'loading' } | { status: 'ready'; versions: EditVersion[] } | { status: 'error'; error: string };

/** One version: when it was written, its warning and sensitive mark, its text and its media with their descriptions. */
function Version({ version, current }: { version: EditVersion; current: boolean }) {
  const t = useT();
  return (
    <li className="feed-version">
      <p className="ui-muted">
        {current && <strong>{t('Current version')} · </strong>}
        {version.editedAt ? (
          <time dateTime={version.editedAt}>{t('Edited {date}', { date: formatDateTime(version.editedAt) })}</time>
        ) : (
          t('Original')
        )}
      </p>
      {version.contentWarning && (
        <p>
          {t('Content warning:')} <UserText>{version.contentWarning}</UserText>
        </p>
      )}
      {version.sensitive && <p className="ui-muted">{t('Media marked sensitive')}</p>}
      <p className="feed-version-text">
        <UserText>{version.content}</UserText>
      </p>
      {version.media.length > 0 && (
        <ul className="feed-version-media">
          {version.media.map((m) => (
            <li key={m.key}>
              {m.type === 'image' ? <img src={m.url} alt={m.alt ?? ''} loading="lazy" /> : t('Video')}
              {m.alt && <span className="ui-muted"> {m.alt}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The versions of a post or a comment, newest first, in a dialog. Loaded only when "Edited" is clicked. */
export default function EditHistoryDialog({ of, onClose }: { of: EditedThing; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  useEffect(() => {
    let live = true;
    (of.kind === 'post' ? getPostHistory(of.id) : getCommentHistory(of.id)).then(
      (versions) => live && setLoaded({ status: 'ready', versions }),
      (error: unknown) =>
        live && setLoaded({ status: 'error', error: errorMessage(error, 'Could not load the versions') }),
    );
    return () => {
      live = false;
    };
  }, [of.kind, of.id]);
  return (
    <dialog ref={dialog} className="ui-card feed-history-dialog" aria-label={t('Edit history')} onClose={onClose}>
      <h2>{t('Edit history')}</h2>
      {loaded.status === 'loading' && <ListSkeleton label={t('Loading versions…')} />}
      {loaded.status === 'error' && (
        <p className="ui-error" role="alert">
          {t.text(loaded.error)}
        </p>
      )}
      {loaded.status === 'ready' && (
        <ol className="feed-versions" aria-label={t('Versions, newest first')}>
          {loaded.versions.map((version, index) => (
            <Version key={index} version={version} current={index === 0} />
          ))}
        </ol>
      )}
      <Button onClick={onClose}>{t('Close')}</Button>
    </dialog>
  );
}
