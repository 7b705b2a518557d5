import { Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { RemoteErrorBoundary } from '@cliques/remote-loader';
import { ErrorState, LoadingState, useTheme } from '@cliques/ui';
import { SignInGate } from './sign-in-gate';
import { StandaloneHeader } from './standalone-header';
import './standalone.css';

/** Who may see an area's pages when it runs alone: as in the host's route table. */
export type StandaloneAccess = 'signed-in' | 'public';

/** One area as its bootstrap describes it: the pages of its `./routes` and where each lives. */
export interface StandaloneAppProps {
  /** The area's name, shown in the header ("Feed"). */
  area: string;
  pages: Record<string, ComponentType>;
  paths: Record<string, string>;
  /** 'signed-in' (default): a signed-out visitor gets the sign-in form first; 'public': no gate. */
  access?: StandaloneAccess;
}

/**
 * A remote running alone on its dev server: a small header, its pages at their real paths, and an
 * index of them elsewhere. The host composes the same pages through the federation runtime.
 */
export function StandaloneApp({ area, pages, paths, access = 'signed-in' }: StandaloneAppProps) {
  useTheme();
  const routes = (
    <Routes>
      {Object.entries(pages).map(([key, Page]) => (
        <Route key={key} path={paths[key] ?? `/${key}`} element={<StandalonePage page={Page} />} />
      ))}
      <Route
        path="*"
        element={<PageIndex area={area} paths={Object.keys(pages).map((key) => [key, paths[key] ?? `/${key}`])} />}
      />
    </Routes>
  );
  return (
    <BrowserRouter>
      <StandaloneHeader area={area} />
      {access === 'signed-in' ? <SignInGate area={area}>{routes}</SignInGate> : routes}
    </BrowserRouter>
  );
}

/**
 * One page of the area, as the host's slot holds it: a page whose code loads on demand shows a loading
 * state (the header stays), and a failed load or render an error with Retry instead of a blank app.
 */
function StandalonePage({ page: Page }: { page: ComponentType }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <main className="ui-page">
          <ErrorState message="This page could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
        </main>
      )}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Any other path: the area's pages, with an example value for each path parameter. */
function PageIndex({ area, paths }: { area: string; paths: [string, string][] }) {
  return (
    <main className="ui-page">
      <h1>{area} (standalone)</h1>
      <ul>
        {paths.map(([key, path]) => (
          <li key={key}>
            <Link to={path.replace(/:\w+/g, 'example')}>{key}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
