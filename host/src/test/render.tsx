import type { ReactElement } from 'react';
import type { SessionUser } from '@cliques/session';
import { makeSessionUser, renderWithProviders as render, setSession } from '@cliques/test-kit';

type RemoteRuntimeShim = {
  __setRemoteModule: (id: string, factory: () => unknown) => void;
  __clearRemoteModules: () => void;
};

/** The federation runtime stand-in of tooling/jest/federation-runtime.js (mapped in tooling/jest/preset.js). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const remoteRuntime = require('@module-federation/enhanced/runtime') as RemoteRuntimeShim;

export const testUser: SessionUser = makeSessionUser({
  userId: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada',
});

/** Serves every page of a remote as a heading naming the remote and page. */
export function serveRemote(remote: string) {
  remoteRuntime.__setRemoteModule(`${remote}/routes`, () => ({
    default: new Proxy(
      {},
      { get: (_t, page: string) => (page === 'then' ? undefined : () => <h1>{`${remote}:${page}`}</h1>) },
    ),
  }));
}

export { setSession };

/** Renders the shell's element at an address (it routes itself). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(ui, { path: '*', url: path });
}
