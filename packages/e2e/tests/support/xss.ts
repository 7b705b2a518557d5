import type { Page } from '@playwright/test';
import { createAccount, type Account } from './accounts';
import { idTokenOf } from './dev-remote';

/**
 * Hostile strings, each at most 80 characters (the shortest user-text limit: display and clique
 * names). Every one that executes calls alert(), which the spec sees as a dialog.
 */
export const xssPayloads = [
  '<script>alert("script")</script>',
  '<img src=x onerror=alert("img")>',
  '<svg onload=alert("svg")><circle r=9></svg>',
  'javascript:alert("link")',
  '"><img src=x onerror=alert("quote")>',
  "'><svg/onload=alert('apos')>",
  '${alert("template")} {{constructor.constructor("alert(1)")()}}',
  '" onmouseover="alert(\'attr\')" autofocus onfocus="alert(\'focus\')" x="',
  '<a href="javascript:alert(\'a\')">click me</a>',
  '<iframe srcdoc="<script>alert(\'iframe\')</script>"></iframe>',
  '<style>*{display:none}</style><b onclick=alert("b")>styled</b>',
  '\u202Eevil\u202C @bob_b \u2067rtl\u2069 \u200F<img src=x onerror=alert("bidi")>',
] as const;

/** Link text in a post: markdown and HTML links to javascript:, and a URL breaking out of an attribute. */
export const linkPayload =
  'See [this](javascript:alert("md")) and <a href="javascript:alert(1)">that</a> or https://example.test/"><img src=x onerror=alert("url")>';

/** An account with its ID token for API calls. */
export interface Caller extends Account {
  token: string;
}

/** A confirmed account, its profile row synced, and an ID token for the API. */
export async function caller(origin: string, prefix: string): Promise<Caller> {
  const account = await createAccount(origin, {
    username: `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`.slice(0, 30),
  });
  const token = await idTokenOf(origin, account);
  await fetch(`${origin}/api/users/sync`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { ...account, token };
}

/** Calls the API as someone; throws unless it answers 2xx; returns the JSON body. */
export async function api<T = Record<string, unknown>>(
  origin: string,
  who: Caller,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${who.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * Sends chat messages over the realtime socket from inside a page of the app (its origin, so the
 * server accepts the socket), one socket per message, and waits for each message_sent (a
 * clientMessageId of its own each: the server answers a repeated one with the first message).
 */
export async function sendChat(
  page: Page,
  sends: { token: string; userId: string; frame: Record<string, unknown> }[],
): Promise<void> {
  await page.evaluate(async (list) => {
    for (const [index, { token, userId, frame }] of list.entries()) {
      const answer = await fetch('/api/realtime/ticket', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const { ticket } = (await answer.json()) as { ticket: string };
      const ws = new WebSocket(
        `${location.origin.replace(/^http/, 'ws')}/ws?userId=${userId}&ticket=${encodeURIComponent(ticket)}`,
      );
      await new Promise<void>((resolve, reject) => {
        ws.onerror = () => reject(new Error('socket error'));
        ws.onmessage = (event) => {
          const data = JSON.parse(String(event.data)) as { type: string; message?: string };
          if (data.type === 'message_sent') resolve();
          if (data.type === 'error') reject(new Error(`refused: ${data.message ?? ''}`));
        };
        ws.onopen = () => ws.send(JSON.stringify({ action: 'sendMessage', clientMessageId: `xss${index}`, ...frame }));
      });
      ws.close(1000);
    }
  }, sends);
}

/** What a page showed of an attack: dialogs, CSP violations and injected elements. */
export interface Findings {
  dialogs: string[];
  csp: string[];
  injected: string[];
}

/** Listens on a page for dialogs (dismissed), CSP violations (event and console) from the start of every document. */
export async function watch(page: Page): Promise<Findings> {
  const findings: Findings = { dialogs: [], csp: [], injected: [] };
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|run)/i.test(message.text()))
      findings.csp.push(`${page.url()}: ${message.text()}`);
  });
  return findings;
}

/** Collects the current document's CSP violations and any element the payloads could have injected. */
export async function inspect(page: Page, findings: Findings): Promise<void> {
  const url = page.url();
  const { csp, injected } = await page.evaluate(() => {
    const root = document.getElementById('root') as HTMLElement;
    const found: string[] = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 120);
    for (const el of root.querySelectorAll('script, iframe, object, embed, base, style, meta, link, frame'))
      found.push(describe(el));
    for (const el of document.querySelectorAll(
      'img[onerror], svg[onload], [srcdoc], a[href^="javascript:" i], [formaction^="javascript:" i]',
    ))
      found.push(describe(el));
    for (const el of root.querySelectorAll('*'))
      if ([...el.attributes].some((a) => a.name.toLowerCase().startsWith('on'))) found.push(describe(el));
    return { csp: (window as unknown as { __cspViolations: string[] }).__cspViolations, injected: [...new Set(found)] };
  });
  findings.csp.push(...csp.map((line) => `${url}: ${line}`));
  findings.injected.push(...injected.map((html) => `${url}: ${html}`));
}
