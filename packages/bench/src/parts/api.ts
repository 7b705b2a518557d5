import type { PartReport } from '../lib/targets';

/** Part 3: API load. */
export async function apiBench(): Promise<PartReport[]> {
  throw new Error('not yet');
}
