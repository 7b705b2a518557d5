import { createRoot } from 'react-dom/client';
import { onUnauthorized } from '@cliques/api-client';
import { requestRuntimeConfig } from '@cliques/runtime-config';
import { configure, sessionStore } from '@cliques/session';
import { ErrorState } from '@cliques/ui';
import '@cliques/ui/tokens.css';
import { devIdentity } from './dev-identity';
import { StandaloneApp, type StandaloneAppProps } from './standalone-app';

/**
 * Starts one area alone (its bootstrap calls this): configures the session against the app server
 * behind the dev server's proxy (APP_ORIGIN), checks for a stored session, then renders the area.
 * Without an app server it says so instead of spinning for ever.
 */
export async function startStandalone(
  props: StandaloneAppProps,
  container: HTMLElement = document.getElementById('root') as HTMLElement,
): Promise<void> {
  const root = createRoot(container);
  try {
    // The app server's /config.json, through the dev server's proxy.
    configure(devIdentity((await requestRuntimeConfig()).identity, window.location.origin));
  } catch (error) {
    console.error('No app server behind the dev server', error);
    root.render(
      <main className="ui-page">
        <ErrorState message="The app server did not answer /config.json. Start it (npm start) or point APP_ORIGIN at one, then reload." />
      </main>,
    );
    return;
  }
  // As in the host: a token the API no longer accepts ends the session, and the form comes back.
  onUnauthorized(() => {
    if (sessionStore.user) void sessionStore.signOut().catch(() => undefined);
  });
  void sessionStore.initialize();
  sessionStore.followOtherTabs();
  root.render(<StandaloneApp {...props} />);
}
