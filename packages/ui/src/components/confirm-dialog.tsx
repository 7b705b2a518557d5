import { useT } from '../i18n';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { failureText } from './failure-text';
import { FormError } from './form-fields';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in plain words. */
  message: ReactNode;
  /** The confirming button, e.g. "Block". */
  confirmLabel: string;
  /** Does the thing; the dialog closes when it resolves and shows the error's message when it fails. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Extra fields between the message and the buttons (e.g. a number of days). */
  children?: ReactNode;
}

/** Asks before something that cannot simply be taken back; Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose, children }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const t = useT();
  const handleConfirm = async () => {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="ui-dialog-body">{message}</div>
      {children}
      <FormError message={t.text(error)} />
      <div className="ui-dialog-actions">
        <Button variant="danger" onClick={() => void handleConfirm()} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button onClick={onClose} data-autofocus>
          {t('Cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
