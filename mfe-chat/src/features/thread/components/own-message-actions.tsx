import { useT } from '../../../i18n';
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { chatEditWindowMs, messageMaxLength } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import type { MessageActionsStore } from '../stores/message-actions-store';
import type { ChatMessage } from '../stores/thread-store';

/** Whether a message is still within its edit window (the server has the last word). */
export const editable = (message: ChatMessage, now = Date.now()) =>
  now - Date.parse(message.createdAt) < chatEditWindowMs;

/** Edit and Delete under one of your stored messages: editing in place, deleting after "Delete for everyone?". */
export const OwnMessageActions = observer(function OwnMessageActions({
  message,
  actions,
}: {
  message: ChatMessage;
  actions: MessageActionsStore;
}) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'deleting'>('idle');
  const [text, setText] = useState(message.content);
  const t = useT();
  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === message.content || actions.edit(message.messageId, text)) setMode('idle');
  };
  const handleDelete = () => {
    if (actions.remove(message.messageId)) setMode('idle');
  };
  if (mode === 'editing') {
    return (
      <form className="chat-edit" onSubmit={handleSave}>
        <textarea
          aria-label={t('Edit message')}
          value={text}
          maxLength={messageMaxLength}
          rows={2}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!text.trim()}>
          {t('Save')}
        </Button>
        <Button onClick={() => setMode('idle')}>{t('Cancel')}</Button>
      </form>
    );
  }
  if (mode === 'deleting') {
    return (
      <span className="chat-actions" role="group" aria-label={t('Delete this message?')}>
        <Button variant="danger" onClick={handleDelete}>
          {t('Delete for everyone')}
        </Button>
        <Button onClick={() => setMode('idle')}>{t('Cancel')}</Button>
      </span>
    );
  }
  return (
    <span className="chat-actions">
      {editable(message) && (
        <Button
          onClick={() => {
            setText(message.content);
            setMode('editing');
          }}
        >
          {t('Edit')}
        </Button>
      )}
      <Button onClick={() => setMode('deleting')}>{t('Delete')}</Button>
    </span>
  );
});
