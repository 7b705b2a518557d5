import { observer } from 'mobx-react-lite';
import type { AuditEntry } from '@cliques/contracts';
import { formatDateTime } from '@cliques/i18n';
import { UserText } from '@cliques/ui';
import { useT } from '../../../i18n';
import { auditSentence } from '../moderation-texts';

/** One moderator action: who did what to whom, when, their note and a copy of the text it was about. */
export const AuditLog = observer(function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  return (
    <ol className="social-list" aria-label={t('Audit log')}>
      {entries.map((entry) => {
        const { id, days } = auditSentence(entry);
        const moderator = (
          <strong>
            <UserText>{entry.moderator ? `@${entry.moderator.username}` : t('A deleted account')}</UserText>
          </strong>
        );
        const subject = entry.subject && <UserText>@{entry.subject.username}</UserText>;
        return (
          <li key={entry.id} className="ui-card social-stack">
            <p>
              {t.rich(id, { moderator, subject, ...(days ? { days } : {}) })} ·{' '}
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
            {entry.note && <p>{t.rich('Note: {note}', { note: <UserText>{entry.note}</UserText> })}</p>}
            {entry.snapshot && (
              <blockquote className="ui-muted">
                <UserText as="p">{entry.snapshot}</UserText>
              </blockquote>
            )}
          </li>
        );
      })}
    </ol>
  );
});
