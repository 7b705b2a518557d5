/**
 * Under a poll or an event: that the reader's answer waits for the connection, and the last failure.
 */
export function AnswerState({ waiting, error }: { waiting: string | null; error: string | null }) {
  return (
    <>
      {waiting && (
        <p className="ui-muted" role="status">
          {waiting}
        </p>
      )}
      {error && (
        <p role="alert" className="ui-error">
          {error}
        </p>
      )}
    </>
  );
}
