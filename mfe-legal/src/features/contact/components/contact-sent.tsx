import { useEffect, useRef } from 'react';
import { Button } from '@cliques/ui';

/** The success screen: the heading takes focus so a screen reader announces it. */
export function ContactSent({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="contact-sent ui-card" aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1} className="ui-success">
        Message Sent!
      </h2>
      <p>Thank you for contacting us. We&apos;ll get back to you as soon as possible.</p>
      <Button variant="primary" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
