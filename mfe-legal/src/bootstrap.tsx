import { startStandalone } from '@cliques/standalone';
import { paths } from './paths';
import pages from './routes';

// Standalone development: this area alone on its own port (npm run dev -w @cliques/mfe-legal), against
// the app server behind the dev server's proxy (APP_ORIGIN).
// Its pages are public in the host too, so there is no sign-in gate.
void startStandalone({ area: 'Legal', pages, paths, access: 'public' });
