import { observer } from 'mobx-react-lite';
import { PresenceLine } from '../features/presence/components/presence-line';
import { TypingLine } from '../features/presence/components/typing-line';
import { ThreadSearch } from '../features/search/components/thread-search';
import { useNameOf } from '../hooks/use-name-of';
import type { ChatStore } from '../stores/chat-store';

/**
 * What the open conversation's header shows after its name: a friend's presence, who is typing, and
 * search in the conversation. The page hands it to the thread, so the thread, presence and search
 * features stay apart.
 */
export const ThreadHeaderTools = observer(function ThreadHeaderTools({ store, me }: { store: ChatStore; me: string }) {
  const { selected } = store;
  const nameOf = useNameOf(store, me);
  return (
    <>
      {selected && !selected.cliqueId && <PresenceLine presence={store.presence} userId={selected.withUser.userId} />}
      <TypingLine store={store} />
      <ThreadSearch search={store.search} nameOf={nameOf} onShow={store.showMessage} />
    </>
  );
});
