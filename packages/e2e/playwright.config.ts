import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { deployToken } from './tests/support/delivery';
import { moderatorUsername } from './tests/support/safety';

/** The app under test, started the README's way (`npm start`) on its own port and data directory. */
const port = Number(process.env.E2E_PORT ?? 8180);
const dataDir = path.join(os.tmpdir(), `cliques-e2e-${port}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(__dirname, '../..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DEPLOY_TOKEN: deployToken,
      ADMIN_USERS: moderatorUsername,
      // links.spec.ts serves its page on loopback: only this allowlist lets the server fetch a preview there.
      LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1',
      // The dev server of dev-remote.spec.ts on a port of its own: overrides may point at it.
      ...(process.env.E2E_DEV_PORT ? { REMOTE_OVERRIDE_ORIGINS: `http://localhost:${process.env.E2E_DEV_PORT}` } : {}),
    },
  },
});
