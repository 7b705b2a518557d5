import { render } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, type SessionUser } from '@cliques/session';

type RemoteRuntimeShim = {
  __setRemoteModule: (id: string, factory: () => unknown) => void;
  __clearRemoteModules: () => void;
};

/** The federation runtime stand-in of jest.federation-runtime.js (mapped in jest.preset.js). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const remoteRuntime = require('@module-federation/enhanced/runtime') as RemoteRuntimeShim;

export const testUser: SessionUser = {
  userId: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada',
  accessToken: 'token',
};

/** Serves every page of a remote as a heading naming the remote and page. */
export function serveRemote(remote: string) {
  remoteRuntime.__setRemoteModule(`${remote}/routes`, () => ({
    default: new Proxy(
      {},
      { get: (_t, page: string) => (page === 'then' ? undefined : () => <h1>{`${remote}:${page}`}</h1>) },
    ),
  }));
}

/** Sets the session state the guard reads. */
export function setSession(user: SessionUser | null, initialized = true) {
  runInAction(() => {
    sessionStore.user = user;
    sessionStore.initialized = initialized;
    sessionStore.loading = !initialized;
  });
}

/** Renders inside a router at the given path. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
