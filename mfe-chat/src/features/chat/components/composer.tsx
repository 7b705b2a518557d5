import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { messageMaxLength } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { ChatStore } from '../stores/chat-store';

/** Writes a message: Enter sends, Shift+Enter breaks the line; nothing goes out while chat is not connected. */
export const Composer = observer(function Composer({ store }: { store: ChatStore }) {
  const [text, setText] = useState('');
  const canSend = store.isConnected && text.trim().length > 0;
  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend && store.send(text)) setText('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      handleSubmit();
    }
  };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (event.target.value.trim()) store.typed();
  };
  const left = messageMaxLength - text.length;
  return (
    <form className="chat-composer" onSubmit={handleSubmit}>
      <textarea
        aria-label="Message"
        placeholder={store.isConnected ? 'Write a message…' : 'Waiting for the connection…'}
        value={text}
        maxLength={messageMaxLength}
        rows={2}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      {left < 200 && <span className="ui-muted chat-counter">{left} characters left</span>}
      <Button type="submit" variant="primary" disabled={!canSend}>
        Send
      </Button>
    </form>
  );
});
