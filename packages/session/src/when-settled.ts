/** The scheduling calls `whenSettled` uses (the window's, or a test's). */
export type SettleTarget = Pick<typeof globalThis, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/**
 * Runs `run` once the first page has settled: `delayMs` after now, then at the browser's next idle
 * moment (or after `idleTimeoutMs` if it has none), so work that can wait (loading the identity
 * library, 23 KiB gzip, and asking the identity service) neither delays the first page's own chunks
 * and requests nor takes the main thread while it renders. Browsers without requestIdleCallback
 * (Safari) run it after the delay.
 */
export function whenSettled(
  run: () => void,
  { delayMs = 2000, idleTimeoutMs = 3000, target = globalThis as SettleTarget } = {},
): void {
  target.setTimeout(() => {
    if (target.requestIdleCallback) target.requestIdleCallback(() => run(), { timeout: idleTimeoutMs });
    else run();
  }, delayMs);
}
