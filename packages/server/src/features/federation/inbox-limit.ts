import type { FastifyRequest } from 'fastify';

/** Activities one server may post to this server's inboxes in a minute (per instance). */
export const inboxActivitiesPerMinute = 300;

const keyIdPattern = /keyid="([^"]+)"/i;

/**
 * Who sent an inbox request, for the limit: the host of the key its HTTP signature names
 * (`Signature`'s keyId, or RFC 9421 `Signature-Input`'s keyid), else its remote address. The
 * signature is not checked yet (Fedify does that after): a forged keyId only spends the budget of
 * the server it names, whose deliveries are retried later.
 */
export function senderOf(request: FastifyRequest): string {
  for (const header of [request.headers.signature, request.headers['signature-input']]) {
    const keyId = typeof header === 'string' ? keyIdPattern.exec(header)?.[1] : undefined;
    if (!keyId) continue;
    try {
      return new URL(keyId).host.toLowerCase();
    } catch {
      break;
    }
  }
  return request.ip;
}

/**
 * A fixed one-minute window of counts per sender, in memory (each instance counts its own share):
 * `take` counts one activity and answers how many seconds to wait when the sender is over the
 * limit. The counts start over each minute, so the map never outlives a window.
 */
export class InboxRateLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit = inboxActivitiesPerMinute,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one activity of `sender`; the seconds until it may send again when over the limit, else 0. */
  take(sender: string): number {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.counts.clear();
    }
    const count = (this.counts.get(sender) ?? 0) + 1;
    this.counts.set(sender, count);
    return count > this.limit ? Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000)) : 0;
  }
}
