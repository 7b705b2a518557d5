import { observer } from 'mobx-react-lite';
import { Button } from '@cliques/ui';
import type { FriendsStore } from '../stores/friends-store';

/** The buttons beside a person: what can be done given how I stand with them. */
export const RelationActions = observer(function RelationActions({
  store,
  userId,
  name,
}: {
  store: FriendsStore;
  userId: string;
  name: string;
}) {
  const busy = store.busy.has(userId);
  switch (store.relationOf(userId)) {
    case 'self':
      return <span className="ui-muted">You</span>;
    case 'friend':
      return (
        <Button variant="danger" disabled={busy} onClick={() => store.remove(userId)} aria-label={`Unfriend ${name}`}>
          Unfriend
        </Button>
      );
    case 'incoming':
      return (
        <span className="social-row">
          <Button variant="primary" disabled={busy} onClick={() => store.accept(userId)} aria-label={`Accept ${name}`}>
            Accept
          </Button>
          <Button disabled={busy} onClick={() => store.decline(userId)} aria-label={`Decline ${name}`}>
            Decline
          </Button>
        </span>
      );
    case 'sent':
      return (
        <Button disabled={busy} onClick={() => store.remove(userId)} aria-label={`Cancel request to ${name}`}>
          Cancel Request
        </Button>
      );
    default:
      return (
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => store.sendRequest(userId)}
          aria-label={`Add ${name} as a friend`}
        >
          Add Friend
        </Button>
      );
  }
});
