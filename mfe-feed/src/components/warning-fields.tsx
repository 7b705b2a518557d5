import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import type { WarningDraft } from '../stores/warning-draft';

/**
 * The "Content warning" switch, which reveals the warning's field, and "Mark media as sensitive"
 * once there is media to mark: in the composer and in the edit of a post.
 */
export const WarningFields = observer(function WarningFields({
  draft,
  hasMedia,
}: {
  draft: WarningDraft;
  hasMedia: boolean;
}) {
  const t = useT();
  return (
    <div className="feed-warning-fields">
      <label className="feed-check">
        <input type="checkbox" checked={draft.on} onChange={(e) => draft.setOn(e.target.checked)} />
        {t('Content warning')}
      </label>
      {draft.on && (
        <label className="ui-field">
          <span>{t('Warning shown before the post')}</span>
          <input
            type="text"
            value={draft.text}
            maxLength={postLimits.contentWarning}
            placeholder={t('For example: spoilers, flashing lights')}
            onChange={(e) => draft.setText(e.target.value)}
          />
        </label>
      )}
      {hasMedia && (
        <label className="feed-check">
          <input type="checkbox" checked={draft.sensitive} onChange={(e) => draft.setSensitive(e.target.checked)} />
          {t('Mark media as sensitive')}
        </label>
      )}
    </div>
  );
});
