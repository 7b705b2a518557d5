import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { ComposerStore } from '../stores/composer-store';

/** Previews of the picked files, each with its upload progress, a description for images (alt text) and Remove. */
export default observer(function AttachmentList({ store }: { store: ComposerStore }) {
  const t = useT();
  return (
    <ul className="feed-attachments" aria-label={t('Attached files')}>
      {store.attachments.map((a) => (
        <li key={a.id} className="feed-attachment">
          {a.previewUrl &&
            (a.kind === 'image' ? (
              <img src={a.previewUrl} alt={t('Preview of {name}', { name: a.file.name })} />
            ) : (
              <video src={a.previewUrl} muted aria-label={t('Preview of {name}', { name: a.file.name })} />
            ))}
          <span className="feed-attachment-name">{a.file.name}</span>
          {a.status !== 'waiting' && (
            <progress max={100} value={a.progress} aria-label={t('Upload of {name}', { name: a.file.name })}>
              {a.progress}%
            </progress>
          )}
          {a.status === 'failed' && <span className="ui-error">{t('Not uploaded')}</span>}
          {a.kind === 'image' && (
            <textarea
              className="feed-attachment-alt"
              aria-label={t('Description of {name}', { name: a.file.name })}
              placeholder={t('Describe this image for people who cannot see it')}
              maxLength={postLimits.altText}
              rows={2}
              value={a.alt}
              disabled={store.posting}
              onChange={(event) => store.setAlt(a.id, event.target.value)}
            />
          )}
          <Button
            onClick={() => store.removeAttachment(a.id)}
            disabled={store.posting}
            aria-label={t('Remove {name}', { name: a.file.name })}
          >
            {t('Remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
});
