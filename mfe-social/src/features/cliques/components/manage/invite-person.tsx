import { useT } from '../../../../i18n';
import { useState, type FormEvent } from 'react';
import type { UserSummary } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { Button, EmptyState, UserLink } from '@cliques/ui';
import { FormField } from '../../../../components/form-field';
import { cliqueApi } from '../../stores/clique-api';

/** Invites one person found by search (the search then clears for the next); they are notified and answer in their Invitations. */
export function InvitePerson({ cliqueId }: { cliqueId: string }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<UserSummary[] | null>(null);
  /** Who was just invited: the search clears for the next person, and this line says it went. */
  const [invited, setInvited] = useState<UserSummary | null>(null);
  const [message, setMessage] = useState('');
  const t = useT();
  const handleSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    setMessage('');
    setInvited(null);
    try {
      setResults(await cliqueApi.searchUsers(query.trim()));
    } catch (error) {
      setMessage(errorMessage(error, 'Search failed'));
    }
  };
  const invite = async (user: UserSummary) => {
    setMessage('');
    try {
      await cliqueApi.inviteToClique(cliqueId, user.userId);
      setInvited(user);
      setQuery('');
      setResults(null);
    } catch (error) {
      setMessage(errorMessage(error, 'Failed to invite'));
    }
  };
  return (
    <section className="ui-card social-stack" aria-label={t('Invite people')}>
      <h3>{t('Invite people')}</h3>
      <form className="social-row" role="search" onSubmit={(event) => void handleSearch(event)}>
        <FormField label={t('Find people to invite')} type="search" value={query} onChange={setQuery} maxLength={100} />
        <Button type="submit">{t('Search')}</Button>
      </form>
      {message && (
        <p className="ui-error" role="alert">
          {t.text(message)}
        </p>
      )}
      {invited && <p role="status">{t('Invited {name}', { name: invited.displayName })}</p>}
      {results?.length === 0 && <EmptyState>{t('No one found.')}</EmptyState>}
      <ul className="social-list">
        {results?.map((user) => (
          <li key={user.userId}>
            <UserLink user={user} />
            <Button onClick={() => void invite(user)} aria-label={t('Invite {name}', { name: user.displayName })}>
              {t('Invite')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
