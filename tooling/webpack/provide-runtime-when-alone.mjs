// A dev server's remote is the first app on its page when it runs alone (npm run dev -w <area>): it
// then puts its federation runtime core on the page, as the built app's host does, so the other
// areas' production builds it loads (which take the page's core instead of bringing one) can start.
// Inside the built app the host's core is already there and is left as it is.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

export default function provideRuntimeWhenAlone() {
  return {
    name: 'provide-runtime-when-alone',
    beforeInit(args) {
      const page = runtimeCore.Global;
      if (page && typeof page === 'object' && !page._FEDERATION_RUNTIME_CORE)
        page._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
