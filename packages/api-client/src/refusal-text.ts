// The wording of the refusals any write can meet (API.md, Safety), shared by REST errors and chat frames.

/** What a refusal may say besides its code: the `Retry-After` seconds, the end of a suspension. */
export interface RefusalFacts {
  retryAfterSeconds?: number | null;
  until?: string | null;
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

function formatUntil(until: string): string {
  const date = new Date(until);
  return Number.isNaN(date.getTime()) ? until : date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}

/** The text to show for a `blocked`, `suspended` or `rate_limited` refusal; null for any other code. */
export function refusalText(code: string, { retryAfterSeconds, until }: RefusalFacts = {}): string | null {
  switch (code) {
    case 'blocked':
      return "You can't do that: one of you has blocked the other.";
    case 'suspended':
      return until ? `Your account is suspended until ${formatUntil(until)}.` : 'Your account is suspended.';
    case 'rate_limited':
      return retryAfterSeconds && retryAfterSeconds > 0
        ? `You're doing that too often. Try again in ${seconds(Math.ceil(retryAfterSeconds))}.`
        : "You're doing that too often. Try again in a moment.";
    default:
      return null;
  }
}
