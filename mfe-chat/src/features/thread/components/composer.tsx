import { useT } from '../../../i18n';
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { messageMaxLength, messageMediaMax } from '@cliques/contracts';
import { imageAcceptAttribute } from '@cliques/media';
import { Button } from '@cliques/ui';
import type { ChatStore } from '../../../stores/chat-store';
import { AttachmentList } from './attachment-list';

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line; up to four images upload as they are
 * picked (with progress) and go with the message once uploaded; while chat is not connected a message waits to be sent.
 */
export const Composer = observer(function Composer({ store }: { store: ChatStore }) {
  const [text, setText] = useState('');
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const { attachments } = store;
  const hasSomething = text.trim().length > 0 || attachments.items.length > 0;
  const canSend = hasSomething && attachments.settled;
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
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    attachments.add([...(event.target.files ?? [])]);
    event.target.value = '';
  };
  const left = messageMaxLength - text.length;
  return (
    <div className="chat-composer-area">
      <AttachmentList attachments={attachments} />
      <form className="chat-composer" onSubmit={handleSubmit}>
        <textarea
          aria-label={t('Message')}
          placeholder={store.isConnected ? t('Write a message…') : t('Waiting for the connection…')}
          value={text}
          maxLength={messageMaxLength}
          rows={2}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        {left < 200 && (
          <span className="ui-muted chat-counter">
            {t('{count, plural, one {# character left} other {# characters left}}', { count: left })}
          </span>
        )}
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={imageAcceptAttribute}
          aria-label={t('Images to attach')}
          className="visually-hidden"
          onChange={handleFiles}
        />
        <Button
          onClick={() => fileInput.current?.click()}
          disabled={attachments.items.length >= messageMediaMax}
          title={t('Up to {count} images', { count: messageMediaMax })}
        >
          {t('Add images')}
        </Button>
        <Button type="submit" variant="primary" disabled={!canSend}>
          {t('Send')}
        </Button>
      </form>
    </div>
  );
});
