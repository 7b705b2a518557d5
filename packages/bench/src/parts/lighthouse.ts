import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { chromiumFlags, chromiumPath, launchChromium } from '../lib/browser';
import { markdownTable, ms, say } from '../lib/output';
import { benchRoot, ports, repoRoot } from '../lib/paths';
import { startAppServer } from '../lib/processes';
import { signedInUser } from '../lib/signed-in';
import { serveStatic } from '../lib/static-server';
import { median } from '../lib/stats';
import { atLeast, atMost, type PartReport } from '../lib/targets';

/** How many Lighthouse runs each page gets; the report shows their medians. */
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The figures of one Lighthouse run. */
interface Scores {
  lcp: number;
  tbt: number;
  cls: number;
  performance: number;
  accessibility: number;
  /** Accessibility audits that failed, by id. */
  failing: string[];
  /** The whole Lighthouse result, kept for the last run of a page in .bench/. */
  json: string;
}

/** One Lighthouse run (desktop preset, performance and accessibility) of a URL in a prepared page. */
async function lighthouseRun(url: string, page: PuppeteerPage): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const a11yIds = (categories.accessibility?.auditRefs ?? []).map((ref) => ref.id);
  return {
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    failing: a11yIds.filter((id) => audits[id]?.score === 0),
    json: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
  };
}

/** Opens Chromium for Lighthouse; with `localStorage` entries, the origin's storage starts with them (a signed-in visitor). */
async function preparedPage(
  origin: string,
  localStorageEntries: { name: string; value: string }[],
): Promise<{ browser: PuppeteerBrowser; page: PuppeteerPage }> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  if (localStorageEntries.length > 0) {
    await page.goto(`${origin}/favicon.ico`);
    await page.evaluate(
      (entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)),
      localStorageEntries,
    );
  }
  return { browser, page };
}

/** One run, tried again (up to twice) when Lighthouse itself fails to record, as it now and then does on a busy machine. */
async function steadyRun(url: string, page: PuppeteerPage): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, page);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse run failed (${error instanceof Error ? error.message : String(error)}); trying again`);
    }
  }
}

/** Runs Lighthouse `runs` times (after one warm-up run) and keeps every run. */
async function measure(label: string, url: string, page: PuppeteerPage): Promise<Scores[]> {
  await steadyRun(url, page);
  const results: Scores[] = [];
  for (let n = 0; n < runs; n += 1) results.push(await steadyRun(url, page));
  const outDir = path.join(repoRoot, '.bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, `lighthouse-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`),
    results[results.length - 1]?.json ?? '{}',
  );
  say(
    `lighthouse ${label}: LCP ${results.map((r) => Math.round(r.lcp)).join(', ')} ms; performance ${results.map((r) => r.performance).join(', ')}`,
  );
  return results;
}

function medians(results: Scores[]) {
  const of = (key: 'lcp' | 'tbt' | 'cls' | 'performance' | 'accessibility') => median(results.map((r) => r[key]));
  return {
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    performance: of('performance'),
    accessibility: of('accessibility'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

/** Part 2: Lighthouse (desktop preset, Chromium, localhost) on /login and on /feed signed in, median of `runs`, beside the floor app's hello page. */
export async function lighthouse(): Promise<PartReport> {
  const server = await startAppServer({ port: ports.app });
  const floor = await serveStatic(ports.floor, {
    '/': path.join(benchRoot, 'floor/host/dist'),
    '/remotes/hello/': path.join(benchRoot, 'floor/hello/dist'),
  });
  try {
    const playwright = await launchChromium();
    const user = await signedInUser(playwright, server.origin).finally(() => playwright.close());
    const tokens = user.storageState.origins.find((entry) => entry.origin === server.origin)?.localStorage ?? [];
    const pages: [string, string, { name: string; value: string }[], number | null][] = [
      ['floor (host + hello remote, baseline)', `${floor.origin}/hello`, [], null],
      ['/login', `${server.origin}/login`, [], 800],
      ['/feed (signed in)', `${server.origin}/feed`, tokens, 1000],
    ];
    const rows: (string | number)[][] = [];
    const targets = [];
    for (const [label, url, storage, lcpLimit] of pages) {
      const { browser, page } = await preparedPage(server.origin, storage);
      try {
        const m = medians(await measure(label, url, page));
        rows.push([
          label,
          ms(m.lcp),
          ms(m.tbt),
          m.cls.toFixed(3),
          m.performance,
          m.accessibility,
          m.failing.join(', ') || '–',
        ]);
        if (lcpLimit === null) continue;
        targets.push(
          atMost(`${label} LCP`, m.lcp, lcpLimit, ms),
          atMost(`${label} CLS`, m.cls, 0.02, (n) => n.toFixed(3)),
          atMost(`${label} TBT`, m.tbt, 100, ms),
          atLeast(`${label} performance`, m.performance, 95, String),
          atLeast(`${label} accessibility`, m.accessibility, 100, String),
        );
      } finally {
        await browser.close();
      }
    }
    return {
      part: 'lighthouse',
      title: `Lighthouse (desktop preset, Chromium, localhost; median of ${runs} runs after a warm-up)`,
      markdown: markdownTable(
        ['page', 'LCP', 'TBT', 'CLS', 'performance', 'accessibility', 'failed accessibility audits'],
        rows,
      ),
      targets,
    };
  } finally {
    await floor.close();
    await server.stop();
  }
}
