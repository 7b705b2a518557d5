import { startRemotes } from './remotes/start-remotes';

// The config and the first page's remote are on the path to the first render: start them while the
// first chunks load.
startRemotes().catch(() => undefined);
// An async boundary, so shared singletons are negotiated before any of them is used.
import('./bootstrap');
