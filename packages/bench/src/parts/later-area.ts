import type { Page, Request } from '@playwright/test';
import { kib, markdownTable } from '../lib/output';
import { appLocate, describe, total, type ScriptLoad } from '../lib/script-loads';
import { atMost, type TargetCheck } from '../lib/targets';

/** What the first visit of a later area (/feed → /chat) downloaded until the area was usable. */
export interface LaterAreaLoad {
  label: string;
  scripts: ScriptLoad[];
  /** Gzip bytes of the area's own code (the remote's and the workspace packages' sources). */
  ownGzip: number;
  /** Gzip bytes of everything else: the remote's entry and webpack runtime, libraries. */
  otherGzip: number;
  /** Scripts that carry a copy of the federation runtime core. */
  runtimeCopies: string[];
}

/** Sources the area itself wrote: its folder, the workspace packages, its own app code. */
const ownPackage = (name: string) => /^(mfe-[a-z]+|@cliques\/|app code)/.test(name);

/** Gzip bytes of a script split by the share of its raw bytes that are the area's own code. */
function split(script: ScriptLoad): { own: number; other: number } {
  const mapped = script.packages.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (mapped === 0) return { own: 0, other: script.gzip };
  const own = script.packages.filter(([name]) => ownPackage(name)).reduce((sum, [, bytes]) => sum + bytes, 0);
  const ownGzip = Math.round((script.gzip * own) / mapped);
  return { own: ownGzip, other: script.gzip - ownGzip };
}

/**
 * From a page that shows /feed (its network idle), opens Chat from the navigation and records every
 * script until the chat page is shown and the network is idle again.
 */
export async function measureLaterArea(page: Page): Promise<LaterAreaLoad> {
  await page.waitForLoadState('networkidle');
  const requests: Request[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') requests.push(request);
  };
  page.on('request', record);
  await page.getByRole('navigation').getByRole('link', { name: /^Chat/ }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  const scripts = await describe(requests, appLocate);
  const parts = scripts.map(split);
  return {
    label: '/feed → /chat (first visit)',
    scripts,
    ownGzip: parts.reduce((sum, part) => sum + part.own, 0),
    otherGzip: parts.reduce((sum, part) => sum + part.other, 0),
    runtimeCopies: scripts
      .filter((script) => script.packages.some(([name]) => name === '@module-federation/runtime-core'))
      .map((script) => `${script.owner}/${script.file}`),
  };
}

/** The later area's table and its two targets: ≤ 25 KiB gzip besides its own code, no runtime copy. */
export function laterAreaReport(load: LaterAreaLoad): { markdown: string; targets: TargetCheck[] } {
  const rows = [...load.scripts]
    .sort((a, b) => b.raw - a.raw)
    .map((s) => [s.owner, s.file, kib(s.raw), kib(s.gzip), s.contents]);
  const markdown = [
    `**${load.label}** — ${load.scripts.length} scripts, ${kib(total(load.scripts, 'gzip'))} gzip: the area's own code ${kib(load.ownGzip)}, everything else ${kib(load.otherGzip)}; federation runtime copies: ${load.runtimeCopies.join(', ') || 'none'}`,
    markdownTable(['from', 'file', 'raw', 'gzip', 'contents (largest packages)'], rows),
  ].join('\n\n');
  return {
    markdown,
    targets: [
      atMost(
        `${load.label}: JS besides the area's own code (gzip)`,
        load.otherGzip / 1024,
        25,
        (n) => `${n.toFixed(1)} KiB`,
      ),
      {
        name: `${load.label}: no copy of the federation runtime`,
        target: 'none',
        value: load.runtimeCopies.join(', ') || 'none',
        met: load.runtimeCopies.length === 0,
      },
    ],
  };
}
