import { createRoot } from 'react-dom/client';
import { configure, sessionStore, type IdentityConfig } from '@cliques/session';
import { StandaloneApp } from '@cliques/ui';
import '@cliques/ui/tokens.css';
import { paths } from './paths';
import pages from './routes';

// Standalone development: this area alone on its own port (npm run dev -w @cliques/mfe-auth); the dev
// server proxies /config.json, /identity and /api to the app server, so signing in works for real.
async function start(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    configure(((await response.json()) as { identity: IdentityConfig }).identity);
    void sessionStore.initialize();
  } catch (error) {
    console.warn('No app server on the proxy: the sign-in pages render, but calls will fail.', error);
  }
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp area="Sign-in" pages={pages} paths={paths} />);
}

void start();
