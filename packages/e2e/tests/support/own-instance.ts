import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppInstance } from './app-instance';
import { test } from './fixtures';

/**
 * A server of the journey file's own beside the one Playwright started (E2E_PORT + 1), with write
 * limits off: its journeys write a thousand items in seconds, which the limits rightly refuse. It
 * starts before the file's tests and stops after them, its data removed. `name` names its data directory.
 */
export function ownInstanceWithoutWriteLimits(name: string): AppInstance {
  const port = Number(process.env.E2E_PORT ?? 8180) + 1;
  const dataDir = path.join(os.tmpdir(), `cliques-e2e-${name}-${port}-${Date.now()}`);
  const app = new AppInstance(port, dataDir, {
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    WRITE_LIMITS: 'off',
  });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await app.start();
  });
  test.afterAll(async () => {
    await app.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
