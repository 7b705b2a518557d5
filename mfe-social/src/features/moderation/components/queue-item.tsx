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
import { moderationTexts as texts, resolutionLabels, targetLabels } from '../moderation-texts';
import type { ModerationStore } from '../stores/moderation-store';

const when = (iso: string) => new Date(iso).toLocaleString();

/** What was reported, as it is now (or a line saying it is gone). */
function ReportedContent({ item }: { item: ModerationItem }) {
  const { author, content, name, media } = item.target;
  if (!author && content === null && name === null) return <p className="ui-muted">{texts.gone}</p>;
  return (
    <>
      {author && <UserLink user={author} />}
      {name && <UserText as="strong">{name}</UserText>}
      {content && <UserText as="p">{content}</UserText>}
      {media.length > 0 && <p className="ui-muted">{texts.media(media.length)}</p>}
      {item.targetType === 'post' && <Link to={`/post/${encodeURIComponent(item.targetId)}`}>{texts.openPost}</Link>}
    </>
  );
}

/** Every report of the item: reason, reporter, when, and the reporter's note. */
function Reports({ item }: { item: ModerationItem }) {
  const safetyTexts = useSafetyTexts();
  return (
    <>
      <p className="ui-muted">{texts.reportCount(item.reportCount)}</p>
      <ul className="social-stack moderation-reports" aria-label="Reports">
        {item.reports.map((report) => (
          <li key={report.id}>
            <strong>{safetyTexts.reason(report.reason)}</strong> · reported by{' '}
            <UserText>@{report.reporter.username}</UserText> ·{' '}
            <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
            {report.note && <UserText as="p">{report.note}</UserText>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** How a resolved item was resolved. */
function Resolution({ item }: { item: ModerationItem }) {
  const resolution = item.resolution;
  if (!resolution) return null;
  return (
    <p className="ui-success">
      {resolutionLabels[resolution.action]}
      {resolution.days ? ` for ${resolution.days} days` : ''}
      {resolution.moderator && (
        <>
          {' '}
          by <UserText>@{resolution.moderator.username}</UserText>
        </>
      )}{' '}
      · <time dateTime={resolution.resolvedAt}>{when(resolution.resolvedAt)}</time>
      {resolution.note && <UserText as="span"> · {resolution.note}</UserText>}
    </p>
  );
}

/** A whole number of days within the contract's bounds, or an error saying what is allowed. */
function suspendDays(text: string): number {
  const days = Number(text);
  if (!Number.isInteger(days) || days < moderationLimits.minSuspendDays || days > moderationLimits.maxSuspendDays) {
    throw new Error(`Choose ${moderationLimits.minSuspendDays} to ${moderationLimits.maxSuspendDays} days.`);
  }
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
  const author = item.target.author;
  const label = `Reported ${targetLabels[item.targetType].toLowerCase()}${author ? ` by ${author.username}` : ''}`;
  const act = (body: ModerationActionBody) => store.act(item, note.trim() ? { ...body, note: note.trim() } : body);
  const handleDismiss = () => {
    setError('');
    act({ action: 'dismiss' }).catch((failure: unknown) => setError(failureText(failure)));
  };
  return (
    <li>
      <article className="ui-card social-stack" aria-label={label}>
        <p className="social-row-between">
          <strong>{targetLabels[item.targetType]}</strong>
          <time className="ui-muted" dateTime={item.firstReportedAt}>
            First reported {when(item.firstReportedAt)}
          </time>
        </p>
        <ReportedContent item={item} />
        <Reports item={item} />
        <Resolution item={item} />
        {item.status === 'open' && (
          <>
            <TextField label={texts.note} value={note} onChange={setNote} maxLength={moderationLimits.note} />
            <div className="social-row">
              {item.targetType !== 'user' && (
                <Button variant="danger" disabled={store.acting !== null} onClick={() => setDialog('remove')}>
                  {texts.remove}
                </Button>
              )}
              {author && (
                <Button variant="danger" disabled={store.acting !== null} onClick={() => setDialog('suspend')}>
                  {texts.suspend}
                </Button>
              )}
              <Button disabled={store.acting !== null} onClick={handleDismiss}>
                {texts.dismiss}
              </Button>
            </div>
            <FormError message={error} />
          </>
        )}
      </article>
      {dialog === 'remove' && (
        <ConfirmDialog
          title={texts.removeTitle(item)}
          message={<p>{texts.removeMessage}</p>}
          confirmLabel={texts.remove}
          onConfirm={() => act({ action: 'remove_content' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'suspend' && author && (
        <ConfirmDialog
          title={texts.suspendTitle(author.username)}
          message={<p>{texts.suspendMessage}</p>}
          confirmLabel={texts.suspend}
          onConfirm={async () => act({ action: 'suspend_user', days: suspendDays(days) })}
          onClose={() => setDialog(null)}
        >
          <TextField
            label={texts.days}
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
