// The wording of the refusals any write can meet (docs/API.md, Safety), shared by REST errors and chat frames.

/** What a refusal may say besides its code: the `Retry-After` seconds, the end of a suspension, or the server's words (a chat frame's, which name that end). */
export interface RefusalFacts {
  retryAfterSeconds?: number | null;
  until?: string | null;
  message?: string;
}

const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z/g;

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

function formatUntil(until: string): string {
  const date = new Date(until);
  return Number.isNaN(date.getTime())
    ? until
    : date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}

/** A server message with its ISO times in the reader's words (e.g. the sign-in's "suspended until …"). */
export function withReadableDates(text: string): string {
  return text.replace(isoTime, formatUntil);
}

/**
 * The text to show for a `blocked`, `suspended` or `rate_limited` refusal, or a clique's
 * `invite_required`, `banned` or `muted_in_clique`; null for any other code.
 */
export function refusalText(
  code: string,
  { retryAfterSeconds, until, message = '' }: RefusalFacts = {},
): string | null {
  switch (code) {
    case 'blocked':
      return "You can't do that: one of you has blocked the other.";
    case 'suspended': {
      const end = until ?? message.match(isoTime)?.[0];
      return end ? `Your account is suspended until ${formatUntil(end)}.` : 'Your account is suspended.';
    }
    case 'rate_limited':
      return retryAfterSeconds && retryAfterSeconds > 0
        ? `You're doing that too often. Try again in ${seconds(Math.ceil(retryAfterSeconds))}.`
        : "You're doing that too often. Try again in a moment.";
    case 'invite_required':
      return 'This clique takes new members by invitation only.';
    case 'banned':
      return 'You are banned from this clique.';
    case 'muted_in_clique': {
      const end = until ?? message.match(isoTime)?.[0];
      return end ? `You are muted in this clique until ${formatUntil(end)}.` : 'You are muted in this clique for now.';
    }
    default:
      return null;
  }
}
