import { useT } from '../i18n';
import { useId, useState } from 'react';
import { reportReasons, type ReportReason, type ReportTargetType } from '@cliques/contracts';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { failureText } from '../components/failure-text';
import { FormError, FormSuccess } from '../components/form-fields';
import { reportNoteMaxLength, useSafetyTexts } from './safety-texts';

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  targetType: ReportTargetType;
  /** Sends the report; the dialog thanks the reporter when it resolves and shows the error when it fails. */
  onSubmit: (reason: ReportReason, note: string) => Promise<void>;
  onClose: () => void;
}

/** Report something: a reason (required) and an optional note, then a thank-you. */
export function ReportDialog({ targetType, onSubmit, onClose }: ReportDialogProps) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const safetyTexts = useSafetyTexts();
  const t = useT();

  const handleSubmit = async () => {
    if (!reason) return;
    setBusy(true);
    setError('');
    try {
      await onSubmit(reason, note.trim());
      setSent(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Dialog title={safetyTexts.reportTitle(targetType)} onClose={onClose}>
        <FormSuccess message={safetyTexts.reported} />
        <div className="ui-dialog-actions">
          <Button variant="primary" onClick={onClose}>
            {safetyTexts.close}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={safetyTexts.reportTitle(targetType)} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <p className="ui-dialog-body">{safetyTexts.reportIntro}</p>
        <fieldset className="ui-choices">
          <legend>{safetyTexts.reasons}</legend>
          {reportReasons.map((value) => (
            <label key={value} className="ui-choice">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {safetyTexts.reason(value)}
            </label>
          ))}
        </fieldset>
        <div className="ui-field">
          <label htmlFor={`${ids}-note`}>{safetyTexts.note}</label>
          <textarea
            id={`${ids}-note`}
            rows={3}
            maxLength={reportNoteMaxLength}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <FormError message={safetyTexts.failure(error)} />
        <div className="ui-dialog-actions">
          <Button type="submit" variant="primary" disabled={!reason || busy}>
            {busy ? safetyTexts.sending : safetyTexts.sendReport}
          </Button>
          <Button onClick={onClose}>{t('Cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
