import { readFileSync } from 'node:fs';
import os from 'node:os';
import { median } from '../../lib/stats';

/** Resident memory of a process in KiB (Linux /proc), NaN when unreadable. */
export function rssKiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's resident memory every `everyMs`; `at` is milliseconds from `clock()`. */
export class MemorySampler {
  /** [time, KiB] pairs, oldest first. */
  readonly samples: [number, number][] = [];
  /** [time, the machine's one-minute load average] pairs: a shared machine's noise, beside the figures. */
  readonly load: [number, number][] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(pid: number, clock: () => number, everyMs = 5000) {
    this.timer = setInterval(() => {
      this.samples.push([clock(), rssKiB(pid)]);
      this.load.push([clock(), os.loadavg()[0] as number]);
    }, everyMs);
  }

  /** Stops sampling. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** Median resident memory of the samples taken in [from, to). */
  medianBetween(from: number, to: number): number {
    return median(this.samples.filter(([at]) => at >= from && at < to).map(([, kib]) => kib));
  }

  /** The highest one-minute load average sampled in [from, to). */
  loadBetween(from: number, to: number): number {
    return Math.max(...this.load.filter(([at]) => at >= from && at < to).map(([, load]) => load));
  }

  /** The largest sample. */
  peak(): number {
    return Math.max(...this.samples.map(([, kib]) => kib));
  }
}
