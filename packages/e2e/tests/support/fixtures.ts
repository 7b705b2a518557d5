import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';

type Theme = 'light' | 'dark';
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const themes: readonly Theme[] = ['light', 'dark'];
/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Rules whose outcome depends on colours: the only ones run again in the second theme, whose DOM is the same. */
const colourRules = ['color-contrast', 'link-in-text-block'];
/** The app's theme key (packages/ui theme.ts) and the event its bundles listen to. */
const themeStorageKey = 'cliques-theme';
const themeChangeEvent = 'cliques:theme-change';

/**
 * Shows the page in a theme the way a person gets it: the system's colour scheme, or, when the person
 * chose a theme (stored), that choice changed as the footer's switch changes it.
 */
async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(
    ({ theme, key, event }) => {
      const root = document.documentElement;
      if (!root.hasAttribute('data-theme') || root.getAttribute('data-theme') === theme) return;
      if (localStorage.getItem(key) === null) return; // the app follows the system: the media change does it
      localStorage.setItem(key, theme);
      root.setAttribute('data-theme', theme);
      window.dispatchEvent(new CustomEvent(event, { detail: theme }));
    },
    { theme, key: themeStorageKey, event: themeChangeEvent },
  );
  await page.waitForFunction(
    (theme) => !document.documentElement.hasAttribute('data-theme') || document.documentElement.dataset.theme === theme,
    theme,
  );
}

function describeViolation(violation: Violation): string {
  const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`);
  return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${targets.join('\n')}`;
}

/**
 * Waits (a few seconds at most) until the page is at rest: its main landmark is there and no area or
 * page is still loading (the loading state, `.ui-loading`). A journey may end on a page whose area is
 * still arriving (a sign-out leads to /login, a link to a post page loaded on demand); axe judges the
 * page a person gets, not the moment between. A page that never settles is checked as it is.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('main') !== null && document.querySelector('.ui-loading') === null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

/** Problems axe finds on the page as it is now, in each theme, as readable lines (empty when none). */
async function axeProblems(page: Page): Promise<string[]> {
  if (page.isClosed() || page.url() === 'about:blank') return [];
  await settled(page);
  const problems: string[] = [];
  // Contrast is measured on colours at rest, not halfway through a transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [at, theme] of themes.entries()) {
    await showTheme(page, theme);
    // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
    // blank page in the journey's context for every run (slower, and a page the journey did not open).
    const axe = new AxeBuilder({ page }).setLegacyMode();
    const results = await (at === 0 ? axe.withTags(axeTags) : axe.withRules(colourRules)).analyze();
    if (results.violations.length > 0) {
      problems.push(`${page.url()} in the ${theme} theme:\n${results.violations.map(describeViolation).join('\n')}`);
    }
  }
  return problems;
}

/** Fails unless axe finds nothing on the page in the light and the dark theme; the page is then shown as before. */
export async function expectAccessible(page: Page): Promise<void> {
  const before = await page.evaluate(
    (key) => ({
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
      stored: localStorage.getItem(key),
    }),
    themeStorageKey,
  );
  const problems = await axeProblems(page);
  await page.emulateMedia({
    colorScheme: before.dark ? 'dark' : 'light',
    reducedMotion: before.reduce ? 'reduce' : 'no-preference',
  });
  if (before.stored === 'light' || before.stored === 'dark') await showTheme(page, before.stored);
  expect(problems, `Accessibility violations:\n${problems.join('\n')}`).toEqual([]);
}

/**
 * Every journey's test: after its body, every page still open in a context the test made (its `context`
 * and any `browser.newContext()`) passes axe in both themes. A test that already failed is not checked.
 */
export const test = base.extend<{ accessibleAfterward: void }>({
  accessibleAfterward: [
    async ({ browser, context }, use, testInfo) => {
      const before = new Set<BrowserContext>(browser.contexts().filter((made) => made !== context));
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      const made = browser.contexts().filter((candidate) => !before.has(candidate));
      const problems: string[] = [];
      for (const page of made.flatMap((candidate) => candidate.pages())) problems.push(...(await axeProblems(page)));
      expect(problems, `Accessibility violations:\n${problems.join('\n')}`).toEqual([]);
    },
    { auto: true, title: 'axe on every open page' },
  ],
});
