import { startStandalone } from '@cliques/standalone';
import { paths } from './paths';
import pages from './routes';

// Standalone development: this area alone on its own port (npm run dev -w @cliques/mfe-feed), against
// the app server behind the dev server's proxy (APP_ORIGIN).
// A signed-out visitor gets the sign-in form first.
void startStandalone({ area: 'Feed', pages, paths });
