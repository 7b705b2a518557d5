import { useT, type Translate } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { ChatStore } from '../../../stores/chat-store';

/** "Bob is typing…", "Bob and Cara are typing…", "Several people are typing…"; nothing when nobody is. */
export function typingText(names: string[], t: Translate): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return t('{name} is typing…', { name: names[0] ?? '' });
  if (names.length === 2)
    return t('{first} and {second} are typing…', { first: names[0] ?? '', second: names[1] ?? '' });
  return t('Several people are typing…');
}

/** Who is typing in the open conversation, announced politely to screen readers. */
export const TypingLine = observer(function TypingLine({ store }: { store: ChatStore }) {
  const key = store.selectedKey;
  const t = useT();
  const direct = store.selected && !store.selected.cliqueId ? store.selected.withUser : null;
  const names = (key ? store.typing.who(key) : []).map((userId) =>
    direct?.userId === userId ? direct.displayName : (store.people.get(userId)?.displayName ?? t('Someone')),
  );
  return (
    <p className="chat-typing ui-muted" aria-live="polite">
      {typingText(names, t)}
    </p>
  );
});
