import Fastify from 'fastify';
import type { TestApp } from '../test-app';
import { createRevocationCheck } from '../../src/features/identity/revocation';
import { eraseAccount } from '../../src/features/account/erase';
import { identityRoutes, type IdentityRouteOptions } from '../../src/features/identity/identity.routes';

/** The identity endpoint's options a test may change (limits, refresh grace, eraser). */
export type IdentityTestOptions = Omit<IdentityRouteOptions, 'revocations' | 'eraseAccount'> &
  Partial<Pick<IdentityRouteOptions, 'eraseAccount'>>;

/**
 * A second identity endpoint on a test app's database and keys, with options the app's own does not
 * take (a 1-second refresh grace, small lockout numbers) and `trustProxy` on, as behind a proxy.
 * Returns a TestApp whose `app` is this endpoint, so `identityClient` talks to it; the API stays on `t`.
 */
export async function identityServer(t: TestApp, options: IdentityTestOptions): Promise<TestApp> {
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(identityRoutes, {
    prefix: '/identity',
    context: t.context,
    revocations: createRevocationCheck(t.db),
    eraseAccount: (sub) => eraseAccount(t.context, sub),
    ...options,
  });
  await app.ready();
  return { ...t, app, close: () => app.close() };
}
