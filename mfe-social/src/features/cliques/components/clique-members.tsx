import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Button, EmptyState, UserLink } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import type { CliqueDetailStore } from '../stores/clique-detail-store';

/** Members of a clique; the owner removes them and adds friends or people found by search. */
export const CliqueMembers = observer(function CliqueMembers({ store }: { store: CliqueDetailStore }) {
  const clique = store.clique;
  const t = useT();
  if (!clique) return null;
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.search();
  };
  return (
    <section className="ui-card social-section" aria-label={t('Members')}>
      <h2>
        {t('Members')} <span className="ui-muted">({clique.memberCount})</span>
      </h2>
      <ul className="social-list">
        {clique.members.map((member) => (
          <li key={member.userId}>
            <UserLink user={member} />
            {member.userId === clique.ownerId ? (
              <span className="ui-muted">{t('Owner')}</span>
            ) : (
              store.isOwner && (
                <Button
                  variant="danger"
                  disabled={store.busy}
                  onClick={() => void store.removeMember(member.userId)}
                  aria-label={t('Remove {name}', { name: member.displayName })}
                >
                  {t('Remove')}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      {store.isOwner && (
        <div className="social-stack">
          <h3>{t('Add members')}</h3>
          <form className="social-row" onSubmit={handleSearch}>
            <FormField
              label={t('Find people to add')}
              type="search"
              value={store.query}
              onChange={store.setQuery}
              maxLength={100}
            />
            <Button type="submit">{t('Search')}</Button>
          </form>
          {store.candidates.length === 0 && (
            <EmptyState>
              {store.query.trim()
                ? t('No one to add from this search.')
                : t('All your friends are here. Search to add others.')}
            </EmptyState>
          )}
          <ul className="social-list" aria-label={t('People to add')}>
            {store.candidates.map((user) => (
              <li key={user.userId}>
                <UserLink user={user} />
                <Button
                  disabled={store.busy}
                  onClick={() => void store.addMember(user.userId)}
                  aria-label={t('Add {name}', { name: user.displayName })}
                >
                  {t('Add')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
