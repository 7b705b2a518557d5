import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { CommentEditStore } from '../stores/comment-edit-store';

/** The author's edit of their comment's text, in place of the text. */
export const CommentEditForm = observer(function CommentEditForm({ edit }: { edit: CommentEditStore }) {
  const t = useT();
  return (
    <form
      className="feed-edit"
      onSubmit={(event) => {
        event.preventDefault();
        void edit.save();
      }}
    >
      <label className="ui-field">
        <span>{t('Edit comment')}</span>
        <textarea
          value={edit.draft ?? ''}
          maxLength={postLimits.comment}
          rows={3}
          onChange={(e) => edit.setDraft(e.target.value)}
        />
      </label>
      {edit.error && (
        <p className="ui-error" role="alert">
          {t.text(edit.error)}
        </p>
      )}
      <div className="feed-row">
        <Button type="submit" variant="primary" disabled={edit.saving || !edit.draft?.trim()}>
          {edit.saving ? t('Saving...') : t('Save')}
        </Button>
        <Button onClick={edit.cancel} disabled={edit.saving}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
});
