import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { cliqueLimits, type ChangeCliqueRoleBody, type CliqueMember, type CliqueRole } from '@cliques/contracts';
import { Button, ConfirmDialog, UserText } from '@cliques/ui';
import { FormField } from '../../../../components/form-field';
import { atLeast, outranks } from '../../lib/roles';
import { durations, roleLabels } from '../../lib/texts';
import type { MembersStore } from '../../stores/members-store';

type Assignable = ChangeCliqueRoleBody['role'];

/** A length of time to choose (a mute's, a ban's), from {@link durations}. */
function DurationSelect({
  label,
  value,
  onChange,
  forever,
}: {
  label: string;
  value: number | null;
  onChange: (hours: number | null) => void;
  forever: boolean;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {durations
          .filter((d) => forever || d.hours !== null)
          .map((d) => (
            <option key={d.label} value={d.hours ?? ''}>
              {t(d.label)}
            </option>
          ))}
      </select>
    </div>
  );
}

/** What a moderator (or above) may do to a member they outrank: role, mute, ban, remove, transfer. */
export const MemberActions = observer(function MemberActions({
  store,
  member,
  viewer,
  onTransferred,
}: {
  store: MembersStore;
  member: CliqueMember;
  viewer: CliqueRole;
  /** The owner handed the clique over: the page reloads it (you are an admin now). */
  onTransferred: () => void;
}) {
  const [dialog, setDialog] = useState<'mute' | 'ban' | 'remove' | 'transfer' | null>(null);
  const [hours, setHours] = useState<number | null>(24);
  const [reason, setReason] = useState('');
  const roleId = useId();
  const t = useT();
  const name = member.user.displayName;
  if (!outranks(viewer, member.role)) return null;
  // Admins set roles up to moderator; only the owner makes admins.
  const assignable: Assignable[] = viewer === 'owner' ? ['admin', 'moderator', 'member'] : ['moderator', 'member'];
  const close = () => setDialog(null);
  const confirm = async (done: Promise<boolean>) => {
    if (!(await done)) throw new Error(store.error ?? '');
  };
  const who = <UserText>{name}</UserText>;
  return (
    <div className="social-row">
      {atLeast(viewer, 'admin') && (
        <div className="ui-field">
          <label htmlFor={roleId}>{t('Role of {name}', { name })}</label>
          <select
            id={roleId}
            value={member.role}
            disabled={store.busy}
            onChange={(event) => void store.changeRole(member, event.target.value as Assignable)}
          >
            {assignable.map((role) => (
              <option key={role} value={role}>
                {t(roleLabels[role])}
              </option>
            ))}
          </select>
        </div>
      )}
      {member.mutedUntil ? (
        <Button
          disabled={store.busy}
          onClick={() => void store.unmute(member)}
          aria-label={t('Unmute {name}', { name })}
        >
          {t('Unmute')}
        </Button>
      ) : (
        <Button disabled={store.busy} onClick={() => setDialog('mute')} aria-label={t('Mute {name}', { name })}>
          {t('Mute')}
        </Button>
      )}
      <Button
        variant="danger"
        disabled={store.busy}
        onClick={() => setDialog('ban')}
        aria-label={t('Ban {name}', { name })}
      >
        {t('Ban')}
      </Button>
      <Button disabled={store.busy} onClick={() => setDialog('remove')} aria-label={t('Remove {name}', { name })}>
        {t('Remove')}
      </Button>
      {viewer === 'owner' && member.role === 'admin' && (
        <Button onClick={() => setDialog('transfer')} aria-label={t('Make {name} the owner', { name })}>
          {t('Transfer ownership')}
        </Button>
      )}
      {dialog === 'mute' && (
        <ConfirmDialog
          title={t('Mute {name}', { name })}
          message={t.rich('{name} reads the clique but cannot post, comment or chat in it for a while.', { name: who })}
          confirmLabel={t('Mute')}
          onConfirm={() => confirm(store.mute(member, hours ?? 24))}
          onClose={close}
        >
          <DurationSelect label={t('For how long')} value={hours} onChange={setHours} forever={false} />
        </ConfirmDialog>
      )}
      {dialog === 'ban' && (
        <ConfirmDialog
          title={t('Ban {name}', { name })}
          message={t.rich('{name} leaves the clique and cannot come back while the ban lasts.', { name: who })}
          confirmLabel={t('Ban')}
          onConfirm={() => confirm(store.ban(member, hours, reason))}
          onClose={close}
        >
          <DurationSelect label={t('For how long')} value={hours} onChange={setHours} forever />
          <FormField
            label={t('Reason (optional)')}
            value={reason}
            onChange={setReason}
            maxLength={cliqueLimits.banReason}
          />
        </ConfirmDialog>
      )}
      {dialog === 'remove' && (
        <ConfirmDialog
          title={t('Remove {name}', { name })}
          message={t.rich('Remove {name} from the clique? They may ask to join again.', { name: who })}
          confirmLabel={t('Remove')}
          onConfirm={() => confirm(store.remove(member))}
          onClose={close}
        />
      )}
      {dialog === 'transfer' && (
        <ConfirmDialog
          title={t('Transfer ownership')}
          message={t.rich('Make {name} the owner? You become an admin.', { name: who })}
          confirmLabel={t('Transfer ownership')}
          onConfirm={async () => {
            await confirm(store.transfer(member));
            onTransferred();
          }}
          onClose={close}
        />
      )}
    </div>
  );
});
