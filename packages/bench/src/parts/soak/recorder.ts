import { percentile } from '../../lib/stats';

/** One finished HTTP request of the soak. */
export interface Sample {
  /** Milliseconds since the soak started, at the request's end. */
  at: number;
  /** What was called, e.g. "feed page 1". */
  op: string;
  status: number;
  latencyMs: number;
}

/** Everything the soak's HTTP traffic did, kept for the end-of-run figures. */
export class Recorder {
  /** Every request, in the order they ended. */
  readonly samples: Sample[] = [];
  /** Calls that threw before any status (connection refused or reset). */
  networkErrors = 0;
  private readonly started = Date.now();

  /** Milliseconds since the soak started. */
  now(): number {
    return Date.now() - this.started;
  }

  /** Records one request. */
  add(op: string, status: number, latencyMs: number): void {
    this.samples.push({ at: this.now(), op, status, latencyMs });
  }
}

/** p99 latency of the requests that ended in [from, to) milliseconds. */
export function windowP99(samples: Sample[], from: number, to: number): { p99: number; count: number } {
  const latencies = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.latencyMs);
  return { p99: percentile(latencies, 99), count: latencies.length };
}

/** Requests per status class and per operation (for the report). */
export function tally(samples: Sample[]): {
  byClass: Record<string, number>;
  byOp: Map<string, { count: number; errors: number; p50: number; p99: number }>;
} {
  const byClass: Record<string, number> = {};
  const grouped = new Map<string, Sample[]>();
  for (const sample of samples) {
    const key = `${Math.floor(sample.status / 100)}xx`;
    byClass[key] = (byClass[key] ?? 0) + 1;
    const list = grouped.get(sample.op) ?? [];
    list.push(sample);
    grouped.set(sample.op, list);
  }
  const byOp = new Map(
    [...grouped].map(([op, list]) => {
      const latencies = list.map((s) => s.latencyMs);
      return [
        op,
        {
          count: list.length,
          errors: list.filter((s) => s.status >= 400).length,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
        },
      ];
    }),
  );
  return { byClass, byOp };
}
