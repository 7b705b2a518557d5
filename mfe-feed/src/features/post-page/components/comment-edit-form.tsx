import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import { EditForm } from '../../../components/edit-form';
import type { CommentEditStore } from '../stores/comment-edit-store';

/** The author's edit of their comment's text, in place of the text. */
export const CommentEditForm = observer(function CommentEditForm({ edit }: { edit: CommentEditStore }) {
  const t = useT();
  return (
    <EditForm
      label={t('Edit comment')}
      draft={edit.draft}
      maxLength={postLimits.comment}
      rows={3}
      saving={edit.saving}
      canSave={!!edit.draft?.trim()}
      onDraft={(text) => edit.setDraft(text)}
      onSave={() => void edit.save()}
      onCancel={edit.cancel}
    >
      {edit.error && (
        <p className="ui-error" role="alert">
          {t.text(edit.error)}
        </p>
      )}
    </EditForm>
  );
});
