import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '@cliques/i18n';
import type { Clique } from '@cliques/contracts';
import { Button, UserLink, UserText } from '@cliques/ui';
import type { ManageStore } from '../../stores/manage-store';
import { ManagedList } from './managed-list';

/** Join requests with the requester's answers to each question; approve or decline. */
export const Requests = observer(function Requests({ store, clique }: { store: ManageStore; clique: Clique }) {
  const t = useT();
  return (
    <ManagedList
      list={store.requests}
      label={t('Join requests')}
      empty={t('No one is waiting to join.')}
      keyOf={(request) => request.user.userId}
    >
      {(request) => (
        <>
          <div className="social-row-between">
            <UserLink user={request.user} />
            <time className="ui-muted" dateTime={request.requestedAt}>
              {formatDateTime(request.requestedAt)}
            </time>
          </div>
          {request.answers.length > 0 && (
            <dl className="social-stack">
              {request.answers.map((answer, index) => (
                <div key={index}>
                  <dt className="ui-muted">
                    <UserText>{clique.questions[index] ?? t('Question {number}', { number: index + 1 })}</UserText>
                  </dt>
                  <dd>
                    <UserText as="p">{answer}</UserText>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="social-row">
            <Button
              variant="primary"
              disabled={store.busy}
              onClick={() => void store.answerRequest(request, 'approve')}
              aria-label={t('Approve {name}', { name: request.user.displayName })}
            >
              {t('Approve')}
            </Button>
            <Button
              disabled={store.busy}
              onClick={() => void store.answerRequest(request, 'decline')}
              aria-label={t('Decline {name}', { name: request.user.displayName })}
            >
              {t('Decline')}
            </Button>
          </div>
        </>
      )}
    </ManagedList>
  );
});
