import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import type { PostStore } from '../stores/post-store';
import { EditForm } from './edit-form';
import { QuotePolicyPicker } from './quote-policy-picker';
import { WarningFields } from './warning-fields';

/**
 * The author's edit of a post's text, content warning, sensitive mark and quote policy, in place of
 * the text; in a chunk of its own, loaded when an edit starts.
 */
const PostEditForm = observer(function PostEditForm({ store }: { store: PostStore }) {
  const t = useT();
  return (
    <EditForm
      label={t('Edit post')}
      draft={store.draft}
      maxLength={5000}
      rows={4}
      saving={store.saving}
      onDraft={(text) => store.setDraft(text)}
      onSave={() => void store.saveEdit()}
      onCancel={store.cancelEdit}
    >
      <WarningFields draft={store.warning} hasMedia={store.post.media.length > 0} />
      <QuotePolicyPicker value={store.quotePolicy} onChange={store.setQuotePolicy} />
    </EditForm>
  );
});

export default PostEditForm;
