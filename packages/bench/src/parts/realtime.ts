import type { PartReport } from '../lib/targets';

/** Part 4: realtime delivery. */
export async function realtimeBench(): Promise<PartReport[]> {
  throw new Error('not yet');
}
