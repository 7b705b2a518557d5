import { useT } from '../../../i18n';
import { useEffect, useRef } from 'react';
import { Button } from '@cliques/ui';

/** The success screen: the heading takes focus so a screen reader announces it. */
export function ContactSent({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="contact-sent ui-card" aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1} className="ui-success">
        {t('Message Sent!')}
      </h2>
      <p>{t("Thank you for contacting us. We'll get back to you as soon as possible.")}</p>
      <Button variant="primary" onClick={onClose}>
        {t('Close')}
      </Button>
    </section>
  );
}
