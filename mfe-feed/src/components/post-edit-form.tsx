import { useT } from '../i18n';
import { observer } from 'mobx-react-lite';
import { Button } from '@cliques/ui';
import type { PostStore } from '../stores/post-store';
import { QuotePolicyPicker } from './quote-policy-picker';
import { WarningFields } from './warning-fields';

/**
 * The author's edit of a post's text, content warning, sensitive mark and quote policy, in place of
 * the text; in a chunk of its own, loaded when an edit starts.
 */
const PostEditForm = observer(function PostEditForm({ store }: { store: PostStore }) {
  const t = useT();
  return (
    <form
      className="feed-edit"
      onSubmit={(event) => {
        event.preventDefault();
        void store.saveEdit();
      }}
    >
      <label className="ui-field">
        <span>{t('Edit post')}</span>
        <textarea
          value={store.draft ?? ''}
          maxLength={5000}
          rows={4}
          onChange={(e) => store.setDraft(e.target.value)}
        />
      </label>
      <WarningFields draft={store.warning} hasMedia={store.post.media.length > 0} />
      <QuotePolicyPicker value={store.quotePolicy} onChange={store.setQuotePolicy} />
      <div className="feed-row">
        <Button type="submit" variant="primary" disabled={store.saving}>
          {store.saving ? t('Saving...') : t('Save')}
        </Button>
        <Button onClick={store.cancelEdit} disabled={store.saving}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
});

export default PostEditForm;
