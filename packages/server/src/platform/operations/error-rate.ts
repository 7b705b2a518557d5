/** How long answers are remembered, and how many server errors, at what share, make an instance unfit. */
export interface ErrorRateOptions {
  windowMs: number;
  minErrors: number;
  maxShare: number;
  now?: () => number;
}

export const defaultErrorRate: ErrorRateOptions = { windowMs: 30_000, minErrors: 10, maxShare: 0.5 };

/**
 * The share of this instance's recent answers that were server errors (5xx), in one-second
 * buckets over a sliding window. An instance that fails most of what it is asked (a full disk, a
 * broken dependency no check names) reports itself unready, and ready again once the window has
 * passed without them: a balancer then sends it traffic again, and it is judged anew.
 */
export class ErrorRate {
  private readonly buckets = new Map<number, { total: number; errors: number }>();
  private readonly now: () => number;

  constructor(private readonly options: ErrorRateOptions = defaultErrorRate) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one answer of the instance by its status code. */
  record(statusCode: number): void {
    const second = Math.floor(this.now() / 1000);
    const bucket = this.buckets.get(second) ?? { total: 0, errors: 0 };
    bucket.total += 1;
    if (statusCode >= 500) bucket.errors += 1;
    this.buckets.set(second, bucket);
    this.forgetOld(second);
  }

  /** Whether recent answers hold at least `minErrors` server errors making more than `maxShare` of them. */
  get failing(): boolean {
    const second = Math.floor(this.now() / 1000);
    this.forgetOld(second);
    let total = 0;
    let errors = 0;
    for (const bucket of this.buckets.values()) {
      total += bucket.total;
      errors += bucket.errors;
    }
    return errors >= this.options.minErrors && errors > total * this.options.maxShare;
  }

  private forgetOld(second: number): void {
    const oldest = second - Math.ceil(this.options.windowMs / 1000);
    for (const key of this.buckets.keys()) if (key <= oldest) this.buckets.delete(key);
  }
}
