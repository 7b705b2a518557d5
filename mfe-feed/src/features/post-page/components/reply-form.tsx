import { observer } from 'mobx-react-lite';
import { postLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { CommentsStore } from '../stores/comments-store';

/** The new comment (or, with `to`, a reply to someone's comment). */
export const ReplyForm = observer(function ReplyForm({ store, to }: { store: CommentsStore; to?: string }) {
  const reply = to !== undefined;
  const value = reply ? store.replyDraft : store.draft;
  return (
    <form
      className="feed-edit"
      aria-label={reply ? `Reply to ${to}` : 'New comment'}
      onSubmit={(event) => {
        event.preventDefault();
        void store.send(reply);
      }}
    >
      <label className="ui-field">
        <span>{reply ? `Reply to ${to}` : 'Write a comment'}</span>
        <textarea
          rows={2}
          maxLength={postLimits.comment}
          value={value}
          onChange={(e) => (reply ? store.setReplyDraft(e.target.value) : store.setDraft(e.target.value))}
        />
      </label>
      <div className="feed-row">
        <Button type="submit" variant="primary" disabled={store.sending || value.trim() === ''}>
          {store.sending ? 'Sending...' : reply ? 'Send reply' : 'Comment'}
        </Button>
        {reply && <Button onClick={store.cancelReply}>Cancel</Button>}
      </div>
    </form>
  );
});
