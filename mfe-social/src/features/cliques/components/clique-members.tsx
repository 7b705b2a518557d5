import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { cliqueRoles, type CliqueMember, type CliqueRole } from '@cliques/contracts';
import { formatDateTime } from '@cliques/i18n';
import { Button, EmptyState, ErrorState, ListFooter, ListSkeleton, UserLink } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { cliqueApi } from '../stores/clique-api';
import { MembersStore } from '../stores/members-store';
import { roleLabels } from '../lib/texts';
import { MemberActions } from './manage/member-actions';

/**
 * A clique's members, paged, with their roles; filter by role or name. With `manage`, each member
 * the viewer outranks gets the moderator's actions (role, mute, ban, remove).
 */
export const CliqueMembers = observer(function CliqueMembers({
  cliqueId,
  manage,
}: {
  cliqueId: string;
  manage?: { role: CliqueRole; onTransferred: () => void };
}) {
  const [store] = useState(() => new MembersStore(cliqueId, cliqueApi));
  const roleId = useId();
  const t = useT();
  const { list } = store;
  useEffect(() => {
    void store.list.load();
  }, [store]);
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.search();
  };
  return (
    <section className="social-stack" aria-label={t('Members')}>
      <form className="social-row" role="search" aria-label={t('Search members')} onSubmit={handleSearch}>
        <FormField
          label={t('Find a member')}
          type="search"
          value={store.query}
          onChange={store.setQuery}
          maxLength={100}
        />
        <Button type="submit">{t('Search')}</Button>
      </form>
      <div className="ui-field">
        <label htmlFor={roleId}>{t('Role')}</label>
        <select
          id={roleId}
          value={store.role ?? ''}
          onChange={(event) => void store.setRole((event.target.value || null) as CliqueRole | null)}
        >
          <option value="">{t('Everyone')}</option>
          {cliqueRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleLabels[role])}
            </option>
          ))}
        </select>
      </div>
      {store.notice && <p role="status">{t.text(store.notice)}</p>}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      {list.status === 'loading' && <ListSkeleton label={t('Loading members…')} />}
      {(list.status === 'error' || list.status === 'forbidden') && (
        <ErrorState message={t.text(list.error ?? '')} onRetry={() => void list.load()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('No member matches.')}</EmptyState>}
      <ul className="social-list">
        {list.items.map((member: CliqueMember) => (
          <li key={member.user.userId}>
            <UserLink user={member.user} />
            <span className="social-tag">{t(roleLabels[member.role])}</span>
            {member.mutedUntil && (
              <span className="ui-muted">{t('Muted until {until}', { until: formatDateTime(member.mutedUntil) })}</span>
            )}
            {manage && (
              <MemberActions store={store} member={member} viewer={manage.role} onTransferred={manage.onTransferred} />
            )}
          </li>
        ))}
      </ul>
      {list.status === 'ready' && (
        <ListFooter
          error={list.error && t.text(list.error)}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={() => void list.loadMore()}
        />
      )}
    </section>
  );
});
