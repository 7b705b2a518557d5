/** The error area of a form: always present, so screen readers announce a message when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <div className="ui-error auth-message" role="alert">
      {message}
    </div>
  );
}

/** A confirmation line (e.g. a code was sent). */
export function FormSuccess({ message }: { message: string }) {
  return (
    <div className="ui-success auth-message" role="status">
      {message}
    </div>
  );
}
