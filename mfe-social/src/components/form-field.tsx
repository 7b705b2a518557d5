import { useId } from 'react';

export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
  type?: 'text' | 'search';
}

/** A labelled input or textarea (the label names it for screen readers and tests). */
export function FormField({ label, value, onChange, multiline = false, ...props }: FormFieldProps) {
  const id = useId();
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value} rows={3} onChange={(event) => onChange(event.target.value)} {...props} />
      ) : (
        <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...props} />
      )}
    </div>
  );
}
