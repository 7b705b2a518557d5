import { chromium, type Browser } from '@playwright/test';

/** Chromium flags for a closed network and a shared machine (docs/DECISIONS.md, Tests). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

/** Debian's Chromium (or CHROMIUM_PATH / CHROME_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium through Playwright. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extraArgs] });
}
