import { useT, type SocialMessage } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '@cliques/i18n';
import { cliqueLimits, type CliqueReportAction, type ModerationItem, type ReportTargetType } from '@cliques/contracts';
import { Button, TextField, UserLink, UserText, useSafetyTexts } from '@cliques/ui';
import type { CliqueReportsStore } from '../../stores/clique-reports-store';
import { ManagedList } from './managed-list';

/** What a reported thing of a clique is called. */
const targetLabels: Record<ReportTargetType, SocialMessage> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  user: 'Profile',
  clique: 'Clique',
};

/** The decisions, in the order of their buttons, with their accessible names. */
const decisions: { action: CliqueReportAction; label: SocialMessage; named: SocialMessage }[] = [
  { action: 'remove_content', label: 'Remove', named: 'Remove what {name} wrote' },
  { action: 'mute', label: 'Mute', named: 'Mute {name} in the clique' },
  { action: 'ban', label: 'Ban', named: 'Ban {name} from the clique' },
  { action: 'dismiss', label: 'Dismiss', named: 'Dismiss the reports about {name}' },
];

/** One reported post, comment or message: what it says and who wrote it, why and how often it was reported, the decisions. */
const ReportItem = observer(function ReportItem({ item, store }: { item: ModerationItem; store: CliqueReportsStore }) {
  const t = useT();
  const safety = useSafetyTexts();
  const { author, content } = item.target;
  const reasons = [...new Set(item.reports.map((report) => report.reason))];
  const name = author?.displayName ?? t('a deleted account');
  return (
    <>
      <div className="social-row-between">
        <strong>{t(targetLabels[item.targetType])}</strong>
        <time className="ui-muted" dateTime={item.firstReportedAt}>
          {t('First reported {when}', { when: formatDateTime(item.firstReportedAt) })}
        </time>
      </div>
      {author && <UserLink user={author} />}
      {content !== null ? (
        <UserText as="p">{content}</UserText>
      ) : (
        <p className="ui-muted">{t('This content is no longer there.')}</p>
      )}
      <p className="ui-muted">
        {t('{count, plural, one {# report} other {# reports}}', { count: item.reportCount })} ·{' '}
        {reasons.map((reason) => safety.reason(reason)).join(', ')}
      </p>
      <TextField
        label={t('Hours of a mute (1–8760)')}
        type="number"
        inputMode="numeric"
        min={1}
        max={cliqueLimits.hours}
        value={store.hoursOf(item)}
        onChange={(text) => store.setHours(item, text)}
      />
      <div className="social-row">
        {decisions.map(({ action, label, named }) => (
          <Button
            key={action}
            variant={action === 'remove_content' || action === 'ban' ? 'danger' : 'default'}
            disabled={store.acting !== null || (action !== 'dismiss' && action !== 'remove_content' && !author)}
            onClick={() => void store.decide(item, action)}
            aria-label={t(named, { name })}
          >
            {t(label)}
          </Button>
        ))}
      </div>
    </>
  );
});

/** The clique's open reports for its moderators; a decision resolves them and the item leaves the list. */
export const CliqueReports = observer(function CliqueReports({ store }: { store: CliqueReportsStore }) {
  const t = useT();
  return (
    <div className="social-stack">
      {store.notice && <p role="status">{t(store.notice)}</p>}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <ManagedList
        list={store.open}
        label={t('Reports')}
        empty={t('No open reports. All clear.')}
        keyOf={(item) => item.id}
      >
        {(item) => <ReportItem item={item} store={store} />}
      </ManagedList>
    </div>
  );
});
