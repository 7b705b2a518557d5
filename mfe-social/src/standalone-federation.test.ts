/** @jest-environment node */
import path from 'node:path';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import provideRuntimeWhenAlone from '../../tooling/webpack/provide-runtime-when-alone.mjs';

// Alone on its dev server (npm run dev -w @cliques/mfe-social), this area loads mfe_feed's composer
// and post card from the app: production builds that take the page's federation runtime core
// instead of bringing one. The dev server must put its own core on the page, as the host does.
type Page = { _FEDERATION_RUNTIME_CORE?: unknown };
const page = runtimeCore.Global as Page;

function federationOptions(mode: 'development' | 'production') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the area's own webpack config
  const config = require(path.join(__dirname, '../webpack.config.js'))(undefined, { mode });
  const plugin = config.plugins.find((p: unknown) => p instanceof ModuleFederationPlugin);
  return plugin._options as { runtimePlugins?: string[]; experiments?: { externalRuntime?: boolean } };
}

afterEach(() => {
  delete page._FEDERATION_RUNTIME_CORE;
});

it("a dev server's build provides its runtime core on a page without one; production builds take the page's", () => {
  expect(federationOptions('development').runtimePlugins).toContain(
    path.join(__dirname, '../../tooling/webpack/provide-runtime-when-alone.mjs'),
  );
  expect(federationOptions('production').experiments?.externalRuntime).toBe(true);
});

it('puts the runtime core on the page when the area runs alone, and leaves the app host’s in place', () => {
  const args = { options: { name: 'mfe_social' } };
  expect(provideRuntimeWhenAlone().beforeInit(args)).toBe(args);
  const provided = page._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
  expect(provided.setGlobalFederationConstructor).toBe(runtimeCore.setGlobalFederationConstructor);
  const hosts = { setGlobalFederationConstructor: () => undefined };
  page._FEDERATION_RUNTIME_CORE = hosts;
  provideRuntimeWhenAlone().beforeInit(args);
  expect(page._FEDERATION_RUNTIME_CORE).toBe(hosts);
});
