import type { BrowserContext, Page } from '@playwright/test';

/** When a page's WebSocket opened or closed (epoch ms, the test's clock: same machine). */
export interface SocketEvent {
  type: 'open' | 'close';
  at: number;
  code?: number;
}

declare global {
  interface Window {
    socketEvents?: SocketEvent[];
  }
}

/**
 * Records every WebSocket open and close of the context's pages in `window.socketEvents`, so a
 * journey can tell which page lost its socket and when it was served again.
 */
export async function recordSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const events: SocketEvent[] = [];
    window.socketEvents = events;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('open', () => events.push({ type: 'open', at: Date.now() }));
        this.addEventListener('close', (event) => events.push({ type: 'close', at: Date.now(), code: event.code }));
      }
    };
  });
}

/** The page's socket events since a moment. */
export async function socketEventsSince(page: Page, since: number): Promise<SocketEvent[]> {
  return (await page.evaluate(() => window.socketEvents ?? [])).filter((event) => event.at >= since);
}
