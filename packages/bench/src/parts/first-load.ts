import path from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import { launchChromium } from '../lib/browser';
import { kib, markdownTable, say } from '../lib/output';
import { benchRoot, ports } from '../lib/paths';
import { startAppServer } from '../lib/processes';
import { signedInUser } from '../lib/signed-in';
import { appLocate, describe, floorLocate, total, type Locate, type ScriptLoad } from '../lib/script-loads';
import { serveStatic } from '../lib/static-server';
import { atMost, type PartReport, type TargetCheck } from '../lib/targets';
import { laterAreaReport, measureLaterArea, type LaterAreaLoad } from './later-area';

/**
 * How long after a page is usable its later scripts are still counted: the app defers work until the
 * page has settled (the sign-in calls after 3 s, the identity library's check of a stored session
 * after 2 s and an idle moment), which a bare wait for an idle network would miss.
 */
const laterWindowMs = 6000;

/** What one page load downloaded before it was usable, and after, within `laterWindowMs` and until the network was idle. */
export interface PageLoad {
  label: string;
  scripts: ScriptLoad[];
  /** Style sheets fetched before the page was usable (a production build's CSS is in files of its own). */
  styles: ScriptLoad[];
  later: ScriptLoad[];
  /** Remote folders (`/remotes/<dir>/`) any request touched before the page was usable. */
  remotes: string[];
}

/** Loads a page in a fresh context and records the scripts and style sheets it fetched until `ready` resolved. */
async function measurePage(
  page: Page,
  label: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  locate: Locate,
): Promise<PageLoad> {
  const scripts: Request[] = [];
  const styles: Request[] = [];
  const remotes = new Set<string>();
  let settled = false;
  const later: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') (settled ? later : scripts).push(request);
    if (request.resourceType() === 'stylesheet' && !settled) styles.push(request);
    const remote = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (remote && !settled) remotes.add(remote[1] as string);
  });
  await page.goto(url);
  await ready(page);
  settled = true;
  await page.waitForTimeout(laterWindowMs);
  await page.waitForLoadState('networkidle');
  return {
    label,
    scripts: await describe(scripts, locate),
    styles: await describe(styles, locate),
    later: await describe(later, locate),
    remotes: [...remotes],
  };
}

async function loginUsable(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign In' });
  await button.waitFor({ state: 'visible' });
  await page.getByLabel('Email or Username').waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('button')].filter((b) => b.textContent?.trim() === 'Sign In');
    return buttons.some((b) => !b.disabled);
  });
}

async function feedShowsPosts(page: Page): Promise<void> {
  await page.locator('article[aria-label^="Post by"]').first().waitFor({ state: 'visible' });
}

async function measureApp(
  browser: Browser,
  origin: string,
): Promise<{ login: PageLoad; feed: PageLoad; chat: LaterAreaLoad }> {
  const loginContext = await browser.newContext({ baseURL: origin });
  const login = await measurePage(await loginContext.newPage(), '/login', '/login', loginUsable, appLocate);
  await loginContext.close();
  const user = await signedInUser(browser, origin);
  const feedContext = await browser.newContext({ baseURL: origin, storageState: user.storageState });
  const feedPage = await feedContext.newPage();
  const feed = await measurePage(feedPage, '/feed (signed in)', '/feed', feedShowsPosts, appLocate);
  const chat = await measureLaterArea(feedPage);
  await feedContext.close();
  return { login, feed, chat };
}

async function measureFloor(browser: Browser): Promise<PageLoad> {
  const floor = await serveStatic(ports.floor, {
    '/': path.join(benchRoot, 'floor/host/dist'),
    '/remotes/hello/': path.join(benchRoot, 'floor/hello/dist'),
  });
  try {
    const context = await browser.newContext({ baseURL: floor.origin });
    const load = await measurePage(
      await context.newPage(),
      'floor (host + hello remote)',
      '/hello',
      (page) => page.getByRole('heading', { name: 'Hello, world' }).waitFor(),
      floorLocate,
    );
    await context.close();
    return load;
  } finally {
    await floor.close();
  }
}

function chunkTable(load: PageLoad): string {
  const rows = [...load.scripts]
    .sort((a, b) => b.raw - a.raw)
    .map((s) => [s.owner, s.file, kib(s.raw), kib(s.gzip), s.contents]);
  return `**${load.label}** — ${load.scripts.length} scripts before usable\n\n${markdownTable(['from', 'file', 'raw', 'gzip', 'contents (largest packages)'], rows)}`;
}

/** Builds the first-load report from measured loads. */
function firstLoadReport(floor: PageLoad, login: PageLoad, feed: PageLoad, chat: LaterAreaLoad): PartReport {
  const floorGzip = total(floor.scripts, 'gzip');
  const floorRaw = total(floor.scripts, 'raw');
  const row = (load: PageLoad) => [
    load.label,
    load.scripts.length,
    kib(total(load.scripts, 'raw')),
    kib(total(load.scripts, 'gzip')),
    `${(total(load.scripts, 'raw') / floorRaw).toFixed(2)}×`,
    `${(total(load.scripts, 'gzip') / floorGzip).toFixed(2)}×`,
    load.styles.length ? `${load.styles.length} files, ${kib(total(load.styles, 'gzip'))}` : '–',
    load.remotes.join(', ') || '–',
    load.later.length ? `${load.later.length} files, ${kib(total(load.later, 'gzip'))} gzip` : '–',
  ];
  const summary = markdownTable(
    [
      'page',
      'scripts',
      'raw JS',
      'gzip JS',
      'raw × floor',
      'gzip × floor',
      'CSS (gzip)',
      'remotes touched',
      `JS after usable (${laterWindowMs / 1000} s, then until idle)`,
    ],
    [floor, login, feed].map(row),
  );
  const gzipKib = (load: PageLoad) => total(load.scripts, 'gzip') / 1024;
  const inKib = (n: number) => `${n.toFixed(1)} KiB`;
  const later = laterAreaReport(chat);
  const onlyRemote = (load: PageLoad, remote: string): TargetCheck => ({
    name: `${load.label}: no other area's remote loaded`,
    target: `only ${remote}`,
    value: load.remotes.join(', ') || 'none',
    met: load.remotes.every((name) => name === remote),
  });
  return {
    part: 'firstload',
    title: 'First load (JS downloaded until the page is usable; gzip level 6 of each response body)',
    markdown: [summary, chunkTable(floor), chunkTable(login), chunkTable(feed), later.markdown].join('\n\n'),
    targets: [
      atMost('/login first-load JS (gzip)', gzipKib(login), 160, inKib),
      atMost('/feed first-load JS (gzip)', gzipKib(feed), 195, inKib),
      onlyRemote(login, 'mfe-auth'),
      onlyRemote(feed, 'mfe-feed'),
      ...later.targets,
    ],
  };
}

/** Part 1: the first-load JS of /login and /feed beside the floor app, measured in one run. */
export async function firstLoad(): Promise<PartReport> {
  const browser = await launchChromium();
  const server = await startAppServer({ port: ports.app });
  try {
    const floor = await measureFloor(browser);
    const { login, feed, chat } = await measureApp(browser, server.origin);
    say(
      `first load: floor ${kib(total(floor.scripts, 'gzip'))}, /login ${kib(total(login.scripts, 'gzip'))}, /feed ${kib(total(feed.scripts, 'gzip'))} gzip; then /chat ${kib(chat.ownGzip)} own code + ${kib(chat.otherGzip)} else`,
    );
    return firstLoadReport(floor, login, feed, chat);
  } finally {
    await server.stop();
    await browser.close();
  }
}
