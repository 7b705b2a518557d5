import { startRemotes } from './remotes/start-remotes';

// The config and the first page's remote are on the path to the first render: start them while the
// first chunks load.
startRemotes().catch(() => undefined);
// An async boundary, so shared singletons are negotiated before any of them is used. Nothing waits
// for it: a start that fails has nothing to fall back to, and shows as an unhandled rejection.
void import('./bootstrap');
