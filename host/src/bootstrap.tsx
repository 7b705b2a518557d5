import { reaction } from 'mobx';
import { createRoot } from 'react-dom/client';
import { loadHttpClient, onUnauthorized } from '@cliques/api-client';
import { clearStaleChunkFlag } from '@cliques/remote-loader';
import { startLocale } from '@cliques/i18n';
import { configure, mayHaveStoredSession, sessionStore } from '@cliques/session';
import { loadUiMessages } from '@cliques/ui';
import '@cliques/ui/tokens.css';
import './shell/shell.css';
import { App } from './app';
import { loadShellMessages, translateShell } from './i18n';
import { registerServiceWorker } from './offline/register-worker';
import { loadShellLayout } from './shell/lazy-shell';
import { followSignIn, startRemotes } from './remotes/start-remotes';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const locale = startLocale();
  try {
    // The shell's words in the person's language are there before its first paint.
    const [{ config, tables }] = await Promise.all([startRemotes(), loadShellMessages(locale), loadUiMessages(locale)]);
    configure(config.identity);
    // Someone who may be signed in gets the signed-in shell's chunk and the HTTP library (their first
    // page calls the API) while their session is checked.
    if (mayHaveStoredSession()) {
      void loadShellLayout().catch(() => undefined);
      void loadHttpClient().catch(() => undefined);
    }
    // A sign-in on this page may put the person in a canary the anonymous page was not given.
    reaction(
      () => sessionStore.user?.userId,
      (userId) => userId && followSignIn(userId),
    );
    // A token the API no longer accepts ends the session; the guard then shows /login.
    onUnauthorized(() => {
      if (sessionStore.user) void sessionStore.signOut().catch(() => undefined);
    });
    root.render(<App tables={tables} />);
    registerServiceWorker(config);
    window.setTimeout(() => clearStaleChunkFlag(), 10_000);
  } catch (error) {
    console.error('Cliques could not start', error);
    const text = translateShell(locale, 'Cliques could not start. Check your connection and reload the page.');
    root.render(<p role="alert">{text}</p>);
  }
}

void start();
