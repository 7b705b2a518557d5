import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const focusable =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href]';

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape and the dialog's own Cancel or Close call it. */
  onClose: () => void;
}

/**
 * A modal dialog over the page: named by its title, focus moves in (to the element marked
 * `data-autofocus`, else the first control), Tab stays inside, Escape closes it, and focus returns
 * to where it was (the menu button that opened it) when it goes.
 */
export function Dialog({ title, children, onClose }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(focusable);
    (first ?? box.current)?.focus();
    return () => opener?.focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = [...(box.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="ui-dialog-backdrop">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="ui-card ui-dialog"
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
