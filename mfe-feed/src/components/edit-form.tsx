import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from '@cliques/ui';

interface EditFormProps {
  /** The text field's label, translated. */
  label: string;
  draft: string | null;
  maxLength: number;
  rows: number;
  saving: boolean;
  /** False keeps Save disabled (besides while saving). */
  canSave?: boolean;
  onDraft: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** What comes between the text and the buttons: more fields, an error. */
  children?: ReactNode;
}

/** An author's edit of their text in place of it, with Save and Cancel; a post's and a comment's. */
export function EditForm({
  label,
  draft,
  maxLength,
  rows,
  saving,
  canSave = true,
  onDraft,
  onSave,
  onCancel,
  children,
}: EditFormProps) {
  const t = useT();
  return (
    <form
      className="feed-edit"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label className="ui-field">
        <span>{label}</span>
        <textarea value={draft ?? ''} maxLength={maxLength} rows={rows} onChange={(e) => onDraft(e.target.value)} />
      </label>
      {children}
      <div className="feed-row">
        <Button type="submit" variant="primary" disabled={saving || !canSave}>
          {saving ? t('Saving...') : t('Save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
