import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { launchChromium } from '../lib/browser';
import { kib, markdownTable, say } from '../lib/output';
import { benchRoot, ports, repoRoot } from '../lib/paths';
import { startAppServer } from '../lib/processes';
import { signedInUser } from '../lib/signed-in';
import { describeChunk, type RawSourceMap } from '../lib/source-map';
import { serveStatic } from '../lib/static-server';
import { atMost, type PartReport, type TargetCheck } from '../lib/targets';

/** One script the browser downloaded. */
export interface ScriptLoad {
  file: string;
  owner: string;
  raw: number;
  gzip: number;
  contents: string;
}

/** What one page load downloaded before it was usable, and after, until the network was idle. */
export interface PageLoad {
  label: string;
  scripts: ScriptLoad[];
  later: ScriptLoad[];
  /** Remote folders (`/remotes/<dir>/`) any request touched before the page was usable. */
  remotes: string[];
}

type Locate = (url: URL) => { file: string; owner: string };

const appLocate: Locate = (url) => {
  const remote = url.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote)
    return { file: path.join(repoRoot, remote[1] as string, 'dist', remote[2] as string), owner: remote[1] as string };
  return { file: path.join(repoRoot, 'host/dist', url.pathname), owner: 'host' };
};

const floorLocate: Locate = (url) => {
  const remote = url.pathname.match(/^\/remotes\/hello\/(.+)$/);
  if (remote) return { file: path.join(benchRoot, 'floor/hello/dist', remote[1] as string), owner: 'floor hello' };
  return { file: path.join(benchRoot, 'floor/host/dist', url.pathname), owner: 'floor host' };
};

/** What a built chunk holds, from its source map: its largest packages. */
function contentsOf(file: string, owner: string, text: string): string {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return '';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  return describeChunk(map, text).summary.replace('app code', `${owner} code`);
}

async function describe(requests: Request[], locate: Locate): Promise<ScriptLoad[]> {
  const loads: ScriptLoad[] = [];
  for (const request of requests) {
    const response = await request.response();
    if (!response) continue;
    const body = await response.body();
    const url = new URL(request.url());
    const { file, owner } = locate(url);
    loads.push({
      file: path.basename(url.pathname),
      owner,
      raw: body.length,
      gzip: gzipSync(body).length,
      contents: contentsOf(file, owner, body.toString('utf8')),
    });
  }
  return loads;
}

/** Loads a page in a fresh context and records the scripts it fetched until `ready` resolved. */
async function measurePage(
  page: Page,
  label: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  locate: Locate,
): Promise<PageLoad> {
  const scripts: Request[] = [];
  const remotes = new Set<string>();
  let settled = false;
  const later: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') (settled ? later : scripts).push(request);
    const remote = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (remote && !settled) remotes.add(remote[1] as string);
  });
  await page.goto(url);
  await ready(page);
  settled = true;
  await page.waitForLoadState('networkidle');
  return {
    label,
    scripts: await describe(scripts, locate),
    later: await describe(later, locate),
    remotes: [...remotes],
  };
}

const total = (loads: ScriptLoad[], key: 'raw' | 'gzip') => loads.reduce((sum, load) => sum + load[key], 0);

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

async function measureApp(browser: Browser, origin: string): Promise<{ login: PageLoad; feed: PageLoad }> {
  const loginContext = await browser.newContext({ baseURL: origin });
  const login = await measurePage(await loginContext.newPage(), '/login', '/login', loginUsable, appLocate);
  await loginContext.close();
  const user = await signedInUser(browser, origin);
  const feedContext = await browser.newContext({ baseURL: origin, storageState: user.storageState });
  const feed = await measurePage(await feedContext.newPage(), '/feed (signed in)', '/feed', feedShowsPosts, appLocate);
  await feedContext.close();
  return { login, feed };
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

/** Builds the first-load report from measured loads (exported for its test). */
function firstLoadReport(floor: PageLoad, login: PageLoad, feed: PageLoad): PartReport {
  const floorGzip = total(floor.scripts, 'gzip');
  const floorRaw = total(floor.scripts, 'raw');
  const row = (load: PageLoad) => [
    load.label,
    load.scripts.length,
    kib(total(load.scripts, 'raw')),
    kib(total(load.scripts, 'gzip')),
    `${(total(load.scripts, 'raw') / floorRaw).toFixed(2)}×`,
    `${(total(load.scripts, 'gzip') / floorGzip).toFixed(2)}×`,
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
      'remotes touched',
      'JS after usable (until idle)',
    ],
    [floor, login, feed].map(row),
  );
  const ratio = (load: PageLoad) => total(load.scripts, 'gzip') / floorGzip;
  const times = (n: number) => `${n.toFixed(2)}× floor`;
  const onlyRemote = (load: PageLoad, remote: string): TargetCheck => ({
    name: `${load.label}: no other area's remote loaded`,
    target: `only ${remote}`,
    value: load.remotes.join(', ') || 'none',
    met: load.remotes.every((name) => name === remote),
  });
  return {
    part: 'firstload',
    title: 'First load (JS downloaded until the page is usable; gzip level 6 of each response body)',
    markdown: [summary, chunkTable(floor), chunkTable(login), chunkTable(feed)].join('\n\n'),
    targets: [
      atMost('/login first-load JS (gzip)', ratio(login), 1.15, times),
      atMost('/feed first-load JS (gzip)', ratio(feed), 1.35, times),
      onlyRemote(login, 'mfe-auth'),
      onlyRemote(feed, 'mfe-feed'),
    ],
  };
}

/** Part 1: the first-load JS of /login and /feed beside the floor app, measured in one run. */
export async function firstLoad(): Promise<PartReport> {
  const browser = await launchChromium();
  const server = await startAppServer({ port: ports.app });
  try {
    const floor = await measureFloor(browser);
    const { login, feed } = await measureApp(browser, server.origin);
    say(
      `first load: floor ${kib(total(floor.scripts, 'gzip'))}, /login ${kib(total(login.scripts, 'gzip'))}, /feed ${kib(total(feed.scripts, 'gzip'))} gzip`,
    );
    return firstLoadReport(floor, login, feed);
  } finally {
    await server.stop();
    await browser.close();
  }
}
