import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { moderationLimits, type ModerationActionBody, type ModerationItem } from '@cliques/contracts';
import {
  Button,
  ConfirmDialog,
  FormError,
  TextField,
  UserText,
  failureText,
  useSafetyTexts,
  UserLink,
} from '@cliques/ui';
import { formatDateTime } from '@cliques/i18n';
import { useT } from '../../../i18n';
import { removeTitles, reportedLabels, resolutionSentence, targetLabels } from '../moderation-texts';
import type { ModerationStore } from '../stores/moderation-store';

type Translate = ReturnType<typeof useT>;

/** What was reported, as it is now (or a line saying it is gone). */
function ReportedContent({ item }: { item: ModerationItem }) {
  const t = useT();
  const { author, content, name, media, contentWarning } = item.target;
  if (!author && content === null && name === null)
    return <p className="ui-muted">{t('This content is no longer there.')}</p>;
  return (
    <>
      {author && <UserLink user={author} />}
      {name && <UserText as="strong">{name}</UserText>}
      {contentWarning && (
        <p className="ui-muted">
          {t('Content warning:')} <UserText>{contentWarning}</UserText>
        </p>
      )}
      {content && <UserText as="p">{content}</UserText>}
      {media.length > 0 && (
        <p className="ui-muted">
          {t('{count, plural, one {# photo or video attached} other {# photos or videos attached}}', {
            count: media.length,
          })}
        </p>
      )}
      {item.targetType === 'post' && (
        <Link to={`/post/${encodeURIComponent(item.targetId)}`}>{t('Open the post')}</Link>
      )}
    </>
  );
}

/** Every report of the item: reason, reporter, when, and the reporter's note. */
function Reports({ item }: { item: ModerationItem }) {
  const safetyTexts = useSafetyTexts();
  const t = useT();
  return (
    <>
      <p className="ui-muted">{t('{count, plural, one {# report} other {# reports}}', { count: item.reportCount })}</p>
      <ul className="social-stack moderation-reports" aria-label={t('Reports')}>
        {item.reports.map((report) => (
          <li key={report.id}>
            {t.rich('{reason} · reported by {reporter}', {
              reason: <strong>{safetyTexts.reason(report.reason)}</strong>,
              reporter: <UserText>@{report.reporter.username}</UserText>,
            })}{' '}
            · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            {report.note && <UserText as="p">{report.note}</UserText>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** How a resolved item was resolved. */
function Resolution({ item }: { item: ModerationItem }) {
  const t = useT();
  const resolution = item.resolution;
  if (!resolution) return null;
  const { id, days } = resolutionSentence(resolution);
  const moderator = resolution.moderator && <UserText>@{resolution.moderator.username}</UserText>;
  return (
    <p className="ui-success">
      {t.rich(id, { moderator, ...(days ? { days } : {}) })} ·{' '}
      <time dateTime={resolution.resolvedAt}>{formatDateTime(resolution.resolvedAt)}</time>
      {resolution.note && <UserText as="span"> · {resolution.note}</UserText>}
    </p>
  );
}

/** A whole number of days within the contract's bounds, or an error saying what is allowed. */
function suspendDays(text: string, t: Translate): number {
  const days = Number(text);
  const { minSuspendDays: min, maxSuspendDays: max } = moderationLimits;
  if (!Number.isInteger(days) || days < min || days > max)
    throw new Error(t('Choose {min} to {max} days.', { min, max }));
  return days;
}

/** One reported target: what it is, every report about it, and (while open) Remove, Suspend and Dismiss. */
export const QueueItem = observer(function QueueItem({
  item,
  store,
}: {
  item: ModerationItem;
  store: ModerationStore;
}) {
  const [note, setNote] = useState('');
  const [days, setDays] = useState(String(moderationLimits.defaultSuspendDays));
  const [dialog, setDialog] = useState<'remove' | 'suspend' | null>(null);
  const [error, setError] = useState('');
  const t = useT();
  const author = item.target.author;
  const labels = reportedLabels[item.targetType];
  const label = author ? t(labels.named, { username: author.username }) : t(labels.alone);
  const act = (body: ModerationActionBody) => store.act(item, note.trim() ? { ...body, note: note.trim() } : body);
  const handleDismiss = () => {
    setError('');
    act({ action: 'dismiss' }).catch((failure: unknown) => setError(failureText(failure)));
  };
  return (
    <li>
      <article className="ui-card social-stack" aria-label={label}>
        <p className="social-row-between">
          <strong>{t(targetLabels[item.targetType])}</strong>
          <time className="ui-muted" dateTime={item.firstReportedAt}>
            {t('First reported {when}', { when: formatDateTime(item.firstReportedAt) })}
          </time>
        </p>
        <ReportedContent item={item} />
        <Reports item={item} />
        <Resolution item={item} />
        {item.status === 'open' && (
          <>
            <TextField
              label={t('Note for the audit log (optional)')}
              value={note}
              onChange={setNote}
              maxLength={moderationLimits.note}
            />
            <div className="social-row">
              {item.targetType !== 'user' && (
                <Button variant="danger" disabled={store.acting !== null} onClick={() => setDialog('remove')}>
                  {t('Remove')}
                </Button>
              )}
              {author && (
                <Button variant="danger" disabled={store.acting !== null} onClick={() => setDialog('suspend')}>
                  {t('Suspend')}
                </Button>
              )}
              <Button disabled={store.acting !== null} onClick={handleDismiss}>
                {t('Dismiss')}
              </Button>
            </div>
            <FormError message={error} />
          </>
        )}
      </article>
      {dialog === 'remove' && (
        <ConfirmDialog
          title={t(removeTitles[item.targetType])}
          message={
            <p>{t('It is deleted for everyone. The audit log keeps a copy of its text, and each reporter is told.')}</p>
          }
          confirmLabel={t('Remove')}
          onConfirm={() => act({ action: 'remove_content' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'suspend' && author && (
        <ConfirmDialog
          title={t('Suspend @{username}?', { username: author.username })}
          message={
            <p>
              {t('They cannot sign in, post, comment or message until the suspension ends. Each reporter is told.')}
            </p>
          }
          confirmLabel={t('Suspend')}
          onConfirm={async () => act({ action: 'suspend_user', days: suspendDays(days, t) })}
          onClose={() => setDialog(null)}
        >
          <TextField
            label={t('Days (1–365)')}
            type="number"
            inputMode="numeric"
            min={moderationLimits.minSuspendDays}
            max={moderationLimits.maxSuspendDays}
            value={days}
            onChange={setDays}
          />
        </ConfirmDialog>
      )}
    </li>
  );
});
