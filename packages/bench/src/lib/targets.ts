/** One target of the issue, the figure measured against it, and whether it is met. */
export interface TargetCheck {
  name: string;
  target: string;
  value: string;
  met: boolean;
}

/** What one part of the benchmark reports: markdown sections and target checks. */
export interface PartReport {
  part: string;
  title: string;
  /** Markdown (tables, notes) for the report and docs/BENCHMARKS.md. */
  markdown: string;
  targets: TargetCheck[];
}

/** Checks `value <= limit`. */
export function atMost(name: string, value: number, limit: number, format: (n: number) => string): TargetCheck {
  return { name, target: `≤ ${format(limit)}`, value: format(value), met: Number.isFinite(value) && value <= limit };
}

/** Checks `value >= limit`. */
export function atLeast(name: string, value: number, limit: number, format: (n: number) => string): TargetCheck {
  return { name, target: `≥ ${format(limit)}`, value: format(value), met: Number.isFinite(value) && value >= limit };
}
