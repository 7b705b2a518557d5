import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, ConfirmDialog, UserText } from '@cliques/ui';
import type { CliqueDetailStore } from '../stores/clique-detail-store';
import { JoinDialog } from './join-dialog';

/** Join / Requested / Invited / Leave, as the viewer stands to the clique; Delete for the owner. */
export const MembershipActions = observer(function MembershipActions({ store }: { store: CliqueDetailStore }) {
  const [dialog, setDialog] = useState<'join' | 'leave' | 'delete' | null>(null);
  const t = useT();
  const clique = store.clique;
  if (!clique) return null;
  const close = () => setDialog(null);
  const handleJoin = () => {
    if (clique.rules.length > 0 || clique.questions.length > 0) setDialog('join');
    else void store.join([]);
  };
  const confirm = async (done: Promise<boolean>) => {
    if (!(await done)) throw new Error(store.error);
  };
  return (
    <div className="social-row">
      {store.viewerStatus === 'none' &&
        (clique.joinPolicy === 'invite' ? (
          <span className="ui-muted">{t('Members join by invitation only.')}</span>
        ) : (
          <Button variant="primary" disabled={store.busy} onClick={handleJoin}>
            {clique.joinPolicy === 'request' ? t('Ask to join') : t('Join')}
          </Button>
        ))}
      {store.viewerStatus === 'requested' && (
        <>
          <span role="status">{t('Requested')}</span>
          <Button disabled={store.busy} onClick={() => void store.withdraw()}>
            {t('Withdraw request')}
          </Button>
        </>
      )}
      {store.viewerStatus === 'invited' && (
        <>
          <span>{t('Invited')}</span>
          <Button variant="primary" disabled={store.busy} onClick={() => void store.answerInvitation('accept')}>
            {t('Accept')}
          </Button>
          <Button disabled={store.busy} onClick={() => void store.answerInvitation('decline')}>
            {t('Decline')}
          </Button>
        </>
      )}
      {store.viewerStatus === 'banned' && <span>{t('You are banned from this clique.')}</span>}
      {store.isMember && !store.isOwner && (
        <Button variant="danger" disabled={store.busy} onClick={() => setDialog('leave')}>
          {t('Leave Clique')}
        </Button>
      )}
      {store.isOwner && (
        <Button variant="danger" onClick={() => setDialog('delete')}>
          {t('Delete Clique')}
        </Button>
      )}
      {dialog === 'join' && <JoinDialog clique={clique} busy={store.busy} onJoin={store.join} onClose={close} />}
      {dialog === 'leave' && (
        <ConfirmDialog
          title={t('Leave clique')}
          message={t.rich('Leave {name}?', { name: <UserText>{clique.name}</UserText> })}
          confirmLabel={t('Leave')}
          onConfirm={() => confirm(store.leave())}
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('Delete clique')}
          message={t.rich('Delete {name} and all its posts?', { name: <UserText>{clique.name}</UserText> })}
          confirmLabel={t('Confirm Delete')}
          onConfirm={() => confirm(store.remove())}
          onClose={close}
        />
      )}
    </div>
  );
});
