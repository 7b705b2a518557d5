import { observer } from 'mobx-react-lite';
import type { AuditEntry } from '@cliques/contracts';
import { UserText } from '@cliques/ui';
import { auditSentence } from '../moderation-texts';

/** One moderator action: who did what to whom, when, their note and a copy of the text it was about. */
export const AuditLog = observer(function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="social-list" aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.id} className="ui-card social-stack">
          <p>
            <strong>
              <UserText>{entry.moderator ? `@${entry.moderator.username}` : 'A deleted account'}</UserText>
            </strong>{' '}
            {auditSentence(entry)} ·{' '}
            <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
          </p>
          {entry.note && <UserText as="p">Note: {entry.note}</UserText>}
          {entry.snapshot && (
            <blockquote className="ui-muted">
              <UserText as="p">{entry.snapshot}</UserText>
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
});
