import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Clique } from '@cliques/contracts';
import { Button, EmptyState, ErrorState, ListSkeleton, UserLink } from '@cliques/ui';
import { cliqueApi } from '../stores/clique-api';
import { InvitationsStore } from '../stores/invitations-store';
import { CliqueCard } from './clique-card';

/** The invitations waiting for you: who invited you where; accept or decline. */
export const Invitations = observer(function Invitations({
  onAccepted,
  onOpen,
}: {
  onAccepted: (clique: Clique) => void;
  onOpen: (cliqueId: string) => void;
}) {
  const [store] = useState(
    () =>
      new InvitationsStore(cliqueApi, (invitation) =>
        onAccepted({ ...invitation.clique, viewer: { ...invitation.clique.viewer, status: 'member', role: 'member' } }),
      ),
  );
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status === 'loading' || store.status === 'idle') return <ListSkeleton label={t('Loading invitations…')} />;
  if (store.status === 'error') return <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />;
  return (
    <section className="social-stack" aria-label={t('Invitations')}>
      {store.invitations.length === 0 && <EmptyState>{t('No invitations are waiting for you.')}</EmptyState>}
      {store.invitations.map((invitation) => {
        const { clique } = invitation;
        return (
          <CliqueCard key={clique.cliqueId} clique={clique}>
            <span>{t.rich('Invited by {name}', { name: <UserLink user={invitation.invitedBy} /> })}</span>
            <Button
              variant="primary"
              disabled={store.busy}
              onClick={() => void store.answer(invitation, 'accept')}
              aria-label={t('Accept the invitation to {name}', { name: clique.name })}
            >
              {t('Accept')}
            </Button>
            <Button
              disabled={store.busy}
              onClick={() => void store.answer(invitation, 'decline')}
              aria-label={t('Decline the invitation to {name}', { name: clique.name })}
            >
              {t('Decline')}
            </Button>
            <Button onClick={() => onOpen(clique.cliqueId)} aria-label={t('Open {name}', { name: clique.name })}>
              {t('Open')}
            </Button>
          </CliqueCard>
        );
      })}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
    </section>
  );
});
