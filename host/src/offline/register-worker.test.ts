import type { RuntimeConfig } from '@cliques/runtime-config';
import { handOverFiles, type KeepPageMessage } from './register-worker';

const config = {
  remotes: { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' },
  versions: { mfe_auth: '0.1.0-aaaa' },
} as unknown as RuntimeConfig;

const origin = window.location.origin;

/** A page's service worker container: no worker in control until `takeControl` (as on a first visit). */
function fakePage({ controlled = false } = {}) {
  const posted: string[][] = [];
  const worker = { postMessage: (message: KeepPageMessage) => posted.push(message.urls) };
  const listeners: (() => void)[] = [];
  const container = {
    controller: controlled ? worker : null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  };
  let take: (files: { name: string; startTime: number }[]) => void = () => undefined;
  let clock = 0;
  handOverFiles(
    container as unknown as ServiceWorkerContainer,
    config,
    (onFiles) => ((take = onFiles), () => undefined),
    () => clock,
  );
  return {
    posted,
    /** The browser lists a file once its response has ended; `startTime` is when it was requested. */
    arrived: (path: string, startTime: number) => take([{ name: `${origin}${path}`, startTime }]),
    takeControl: (at: number) => {
      clock = at;
      container.controller = worker;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('handOverFiles', () => {
  it('hands the worker the page and the files fetched before it was in control, once it is', () => {
    const page = fakePage();
    page.arrived('/main.0123456789.js', 10);
    page.arrived('/remotes/mfe-auth/mf-manifest.json', 40);
    page.arrived('/api/me', 45);
    expect(page.posted).toEqual([]);

    page.takeControl(500);
    expect(page.posted).toEqual([['/', `${origin}/main.0123456789.js`, `${origin}/remotes/mfe-auth/mf-manifest.json`]]);
  });

  it('hands over a file requested before the worker took control that arrives after it did', () => {
    const page = fakePage();
    page.arrived('/remotes/mfe-auth/mf-manifest.json', 40);
    page.takeControl(500);
    // remoteEntry.js was requested at 450 without the worker, and arrives at 700.
    page.arrived('/remotes/mfe-auth/remoteEntry.js', 450);
    expect(page.posted).toEqual([
      ['/', `${origin}/remotes/mfe-auth/mf-manifest.json`],
      [`${origin}/remotes/mfe-auth/remoteEntry.js`],
    ]);
  });

  it('leaves the files requested once the worker was in control to the worker, which answered them', () => {
    const page = fakePage();
    page.takeControl(500);
    page.arrived('/remotes/mfe-auth/303.0123456789.js', 600);
    expect(page.posted).toEqual([['/']]);
  });

  it('sends nothing on a page the worker controlled from its start', () => {
    const page = fakePage({ controlled: true });
    page.arrived('/main.0123456789.js', 10);
    page.arrived('/remotes/mfe-auth/remoteEntry.js', 40);
    expect(page.posted).toEqual([]);
  });

  it('lists only files the worker keeps: not API calls, media or another origin', () => {
    const page = fakePage();
    page.arrived('/api/posts?cursor=1', 10);
    page.arrived('/media/a.png', 10);
    page.arrived('/identity/token', 10);
    page.takeControl(500);
    page.arrived('https://elsewhere.example/remoteEntry.js', 20);
    expect(page.posted).toEqual([['/']]);
  });
});
