import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '@cliques/i18n';
import { cliqueLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { ManageStore } from '../../stores/manage-store';
import { InvitePerson } from './invite-person';
import { ManagedList } from './managed-list';

/** A whole number from a box, or undefined when empty. */
const numberOf = (value: string) => (value.trim() ? Number(value) : undefined);

/** Invite links: make one (uses, hours), copy its address, revoke it; and invite a person. */
export const Invites = observer(function Invites({ store }: { store: ManageStore }) {
  const [maxUses, setMaxUses] = useState('');
  const [hours, setHours] = useState('');
  const usesId = useId();
  const hoursId = useId();
  const t = useT();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      store.say('Link copied');
    } catch {
      store.say('Copy the link from the box');
    }
  };
  const handleCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invite = await store.createInvite({ maxUses: numberOf(maxUses), expiresInHours: numberOf(hours) });
    if (invite) await copy(invite.url);
  };
  return (
    <div className="social-stack">
      <InvitePerson cliqueId={store.cliqueId} />
      <form
        className="ui-card social-stack"
        aria-label={t('New invite link')}
        onSubmit={(event) => void handleCreate(event)}
      >
        <h3>{t('New invite link')}</h3>
        <div className="social-row">
          <div className="ui-field">
            <label htmlFor={usesId}>{t('Uses (empty: no limit)')}</label>
            <input
              id={usesId}
              type="number"
              min={1}
              max={cliqueLimits.inviteMaxUses}
              value={maxUses}
              onChange={(event) => setMaxUses(event.target.value)}
            />
          </div>
          <div className="ui-field">
            <label htmlFor={hoursId}>{t('Hours it works (empty: until revoked)')}</label>
            <input
              id={hoursId}
              type="number"
              min={1}
              max={cliqueLimits.inviteHours}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          </div>
        </div>
        <div>
          <Button type="submit" variant="primary" disabled={store.busy}>
            {t('Create and copy link')}
          </Button>
        </div>
      </form>
      <ManagedList
        list={store.invites}
        label={t('Invite links')}
        empty={t('No invite links yet.')}
        keyOf={(invite) => invite.inviteId}
      >
        {(invite) => (
          <>
            <input
              readOnly
              value={invite.url}
              aria-label={t('Invite link')}
              onFocus={(event) => event.target.select()}
            />
            <p className="ui-muted">
              {invite.maxUses
                ? t('Used {uses} of {max} times', { uses: invite.uses, max: invite.maxUses })
                : t('{count, plural, one {Used # time} other {Used # times}}', { count: invite.uses })}
              {' · '}
              {invite.expiresAt
                ? t('Works until {until}', { until: formatDateTime(invite.expiresAt) })
                : t('Works until revoked')}
            </p>
            <div className="social-row">
              <Button onClick={() => void copy(invite.url)}>{t('Copy link')}</Button>
              <Button variant="danger" disabled={store.busy} onClick={() => void store.revokeInvite(invite)}>
                {t('Revoke')}
              </Button>
            </div>
          </>
        )}
      </ManagedList>
    </div>
  );
});
