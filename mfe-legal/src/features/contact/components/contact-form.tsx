import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '@cliques/ui';
import { contactLimits } from '@cliques/contracts';
import type { ContactField, ContactStore } from '../stores/contact-store';

export interface ContactFormProps {
  store: ContactStore;
  /** Shows a Cancel button that empties the form and then calls this. */
  onCancel?: () => void;
}

const fields: {
  field: ContactField;
  label: 'Name' | 'Email' | 'Subject' | 'Message';
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
}[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'subject', label: 'Subject', type: 'text' },
  { field: 'message', label: 'Message', type: 'textarea' },
];

/** Name, Email, Subject, Message; Send Message and an optional Cancel; the error under them. */
export const ContactForm = observer(function ContactForm({ store, onCancel }: ContactFormProps) {
  const t = useT();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const handleCancel = () => {
    store.clear();
    onCancel?.();
  };
  return (
    // noValidate: the form's own check says 'All fields are required' instead of the browser's bubbles.
    <form
      className="contact-form ui-card"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={store.isSending}
      aria-describedby={store.error ? 'contact-error' : undefined}
    >
      {fields.map(({ field, label, type, autoComplete }) => {
        const id = `contact-${field}`;
        const common = {
          id,
          name: field,
          value: store.fields[field],
          maxLength: contactLimits[field],
          required: true,
          'aria-required': true,
          disabled: store.isSending,
          autoComplete,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            store.setField(field, event.target.value),
        };
        return (
          <div className="ui-field" key={field}>
            <label htmlFor={id}>{t(label)}</label>
            {type === 'textarea' ? <textarea {...common} rows={8} /> : <input {...common} type={type} />}
          </div>
        );
      })}
      {store.error && (
        <p id="contact-error" className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <div className="contact-actions">
        <Button type="submit" variant="primary" disabled={store.isSending}>
          {store.isSending ? t('Sending...') : t('Send Message')}
        </Button>
        {onCancel && (
          <Button onClick={handleCancel} disabled={store.isSending}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
});
