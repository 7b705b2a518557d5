import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input (the label names it for screen readers and tests). */
export function TextField({ label, value, onChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...inputProps} />
    </div>
  );
}

/**
 * A one-time code from an email or an authenticator app: digits only on phones, filled in from the
 * message where the browser can, 6 characters.
 */
export function CodeField(props: TextFieldProps) {
  return <TextField maxLength={6} inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** Props of {@link PasswordField}: a text field's, without its type and autocomplete. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** 'current': the account's password (sign in, sign in again); 'new': one being chosen. */
  purpose: 'current' | 'new';
}

/**
 * A password: hidden as it is typed, and filled in by the password manager (which offers to make up
 * and save a new one).
 */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={`${purpose}-password`} {...props} />;
}

/** The error area of a form: always present, so screen readers announce a message when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <div className="ui-error ui-form-message" role="alert">
      {message}
    </div>
  );
}

/** A confirmation line (e.g. a code was sent). */
export function FormSuccess({ message }: { message: string }) {
  return (
    <div className="ui-success ui-form-message" role="status">
      {message}
    </div>
  );
}
