import path from 'node:path';

/** The repository root (this file is bundled into packages/bench/dist). */
export const repoRoot = path.resolve(__dirname, '../../..');

/** The benchmark package's folder. */
export const benchRoot = path.join(repoRoot, 'packages/bench');

/** The ports this benchmark may use: the app server and the floor app. */
export const ports = {
  app: Number(process.env.BENCH_APP_PORT ?? 8187),
  floor: Number(process.env.BENCH_FLOOR_PORT ?? 8197),
};
