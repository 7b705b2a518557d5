import { observer } from 'mobx-react-lite';
import { UserText } from '@cliques/ui';
import type { ComposerStore } from '../stores/composer-store';

/** Posts written offline, shown until the outbox has sent them. */
export const WaitingPosts = observer(function WaitingPosts({ store }: { store: ComposerStore }) {
  const entries = store.waitingHere;
  if (entries.length === 0) return null;
  return (
    <ul className="feed-stack feed-waiting" aria-label="Waiting to send">
      {entries.map((entry) => (
        <li key={entry.id} className="ui-card">
          <p>
            <UserText>{entry.payload.body.content ?? ''}</UserText>
          </p>
          <p className="ui-muted">Waiting to send</p>
        </li>
      ))}
    </ul>
  );
});
