import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { Button } from '@cliques/ui';
import type { AttachmentsStore } from '../stores/attachments-store';

/** The images of the message being written: upload progress, why one failed, Remove. */
export const AttachmentList = observer(function AttachmentList({ attachments }: { attachments: AttachmentsStore }) {
  const t = useT();
  if (attachments.items.length === 0 && !attachments.notice) return null;
  return (
    <div className="chat-attachments">
      {attachments.notice && (
        <p className="ui-error" role="alert">
          {t.text(attachments.notice)}
        </p>
      )}
      <ul aria-label={t('Images to send')}>
        {attachments.items.map((item) => (
          <li key={item.id}>
            <span className="chat-attachment-name">{item.name}</span>
            {item.state === 'uploading' && (
              <progress max={100} value={item.progress} aria-label={t('Uploading {name}', { name: item.name })}>
                {item.progress}%
              </progress>
            )}
            {item.state === 'failed' && <span className="ui-error">{t.text(item.error ?? '')}</span>}
            <Button onClick={() => attachments.remove(item.id)} aria-label={t('Remove {name}', { name: item.name })}>
              {t('Remove')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
});
