import { type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/**
 * A remote running alone on its dev server: its pages at their real paths, plus an index of them.
 * The host composes the same pages through the federation runtime.
 */
export function StandaloneApp({ area, pages, paths }: { area: string; pages: Record<string, ComponentType>; paths: Record<string, string> }) {
  return (
    <BrowserRouter>
      <Routes>
        {Object.entries(pages).map(([key, Page]) => (
          <Route key={key} path={paths[key] ?? `/${key}`} element={<Page />} />
        ))}
        <Route
          path="*"
          element={
            <main className="ui-page">
              <h1>{area} (standalone)</h1>
              <ul>
                {Object.keys(pages).map((key) => (
                  <li key={key}>
                    <Link to={(paths[key] ?? `/${key}`).replace(/:\w+/g, 'example')}>{key}</Link>
                  </li>
                ))}
              </ul>
            </main>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
