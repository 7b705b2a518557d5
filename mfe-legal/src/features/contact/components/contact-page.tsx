import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { ContactStore } from '../stores/contact-store';
import { ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';

export interface ContactPageProps {
  /** Called by Back instead of going to /settings or /login. */
  onBack?: () => void;
  /** When given, the form shows Cancel, which empties it and calls this. */
  onCancel?: () => void;
}

/** /contact: the form, or the 'Message Sent!' screen after a successful send. */
export const ContactPage = observer(function ContactPage({ onBack, onCancel }: ContactPageProps) {
  const [store] = useState(() => new ContactStore());
  const t = useT();
  return (
    <main className="ui-page">
      <PageHeader title={t('Contact Us')} onBack={onBack}>
        <p className="ui-muted">{t('Questions, feedback or a request about your data? Send us a message.')}</p>
      </PageHeader>
      {store.status === 'success' ? (
        <ContactSent onClose={store.close} />
      ) : (
        <ContactForm store={store} onCancel={onCancel} />
      )}
    </main>
  );
});
