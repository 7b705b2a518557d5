import { allParts, parseArgs, type Part } from './cli-args';
import { buildApps, buildFloor } from './lib/builds';
import { say } from './lib/output';
import { machineLine, writeReports } from './lib/report';
import type { PartReport } from './lib/targets';
import { apiBench } from './parts/api';
import { buildBench } from './parts/build';
import { firstLoad } from './parts/first-load';
import { fuzzBench } from './parts/fuzz';
import { interactionBench } from './parts/interaction';
import { lighthouse } from './parts/lighthouse';
import { realtimeBench } from './parts/realtime';
import { soakBench } from './parts/soak';
import { soakFaultsBench } from './parts/soak-faults';

const runners: Record<Part, () => Promise<PartReport[]>> = {
  build: async () => [await buildBench()],
  firstload: async () => [await firstLoad()],
  lighthouse: async () => [await lighthouse()],
  interaction: async () => [await interactionBench()],
  api: apiBench,
  realtime: realtimeBench,
  soak: soakBench,
  'soak-faults': soakFaultsBench,
  fuzz: async () => [await fuzzBench()],
};

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  say(`Cliques benchmark: ${options.parts.join(', ')} (of ${allParts.join(', ')})`);
  if (options.build) {
    // The build part builds every app itself, from empty caches.
    if (!options.parts.includes('build')) await buildApps();
    if (options.parts.includes('firstload')) await buildFloor();
  }
  const reports: PartReport[] = [];
  let failed = false;
  for (const part of options.parts) {
    say(`\n== ${part}`);
    try {
      reports.push(...(await runners[part]()));
    } catch (error) {
      failed = true;
      console.error(`${part} failed:`, error);
    }
  }
  const complete =
    !failed && allParts.every((part) => options.parts.includes(part)) && options.parts.length === allParts.length;
  say(`\n${writeReports(reports, machineLine(), startedAt, complete)}`);
  const missed = reports.flatMap((report) => report.targets.filter((target) => !target.met));
  say(
    `\n${missed.length === 0 ? 'Every target measured is met.' : `Targets missed: ${missed.map((t) => t.name).join('; ')}`}`,
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
