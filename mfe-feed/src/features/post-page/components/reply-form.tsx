import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { CommentsStore } from '../stores/comments-store';

/** The new comment (or, with `to`, a reply to someone's comment). */
export const ReplyForm = observer(function ReplyForm({ store, to }: { store: CommentsStore; to?: string }) {
  const reply = to !== undefined;
  const value = reply ? store.replyDraft : store.draft;
  const t = useT();
  const title = reply ? t('Reply to {name}', { name: to }) : t('Write a comment');
  return (
    <form
      className="feed-edit"
      aria-label={reply ? t('Reply to {name}', { name: to }) : t('New comment')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.send(reply);
      }}
    >
      <label className="ui-field">
        <span>{title}</span>
        <textarea
          rows={2}
          maxLength={postLimits.comment}
          value={value}
          onChange={(e) => (reply ? store.setReplyDraft(e.target.value) : store.setDraft(e.target.value))}
        />
      </label>
      <div className="feed-row">
        <Button type="submit" variant="primary" disabled={store.sending || value.trim() === ''}>
          {store.sending ? t('Sending...') : reply ? t('Send reply') : t('Comment')}
        </Button>
        {reply && <Button onClick={store.cancelReply}>{t('Cancel')}</Button>}
      </div>
    </form>
  );
});
