import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Clique } from '@cliques/contracts';
import { Button, ErrorState, ListSkeleton, UserText } from '@cliques/ui';
import { cliqueApi } from '../stores/clique-api';
import { InviteLinkStore } from '../stores/invite-link-store';
import { CliqueCover } from './clique-cover';
import { RuleList } from './rule-list';

/** What an invite link (?invite=code) leads to, even a secret clique, and Join. */
export const InviteLink = observer(function InviteLink({
  code,
  onJoined,
}: {
  code: string;
  onJoined: (clique: Clique) => void;
}) {
  const [store] = useState(() => new InviteLinkStore(code, cliqueApi));
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.status === 'error') return <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />;
  const { preview } = store;
  if (!preview) return <ListSkeleton label={t('Loading the invitation…')} />;
  const handleJoin = async () => {
    const clique = await store.join();
    if (clique) onJoined(clique);
  };
  const member = preview.viewer.status === 'member';
  return (
    <section className="ui-card social-stack" aria-label={t('Invitation to {name}', { name: preview.name })}>
      <CliqueCover cover={preview.coverImage} />
      <p className="ui-muted">{t('You have an invitation to join')}</p>
      <UserText as="h2">{preview.name}</UserText>
      {preview.description && <UserText as="p">{preview.description}</UserText>}
      <p className="ui-muted">
        {t('{count, plural, one {# member} other {# members}}', { count: preview.memberCount })}
      </p>
      {preview.rules.length > 0 && <RuleList rules={preview.rules} />}
      {member ? (
        <p>{t('You are already a member.')}</p>
      ) : (
        <div className="social-row">
          <Button variant="primary" disabled={store.joining} onClick={() => void handleJoin()}>
            {store.joining ? t('Joining…') : t('Join {name}', { name: preview.name })}
          </Button>
        </div>
      )}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
    </section>
  );
});
