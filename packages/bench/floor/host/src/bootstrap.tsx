import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// The floor host does what every host must: register one remote, route, and render its page.
registerRemotes([{ name: 'floor_hello', entry: '/remotes/hello/mf-manifest.json' }]);

const Hello = lazy(async () => {
  const module = await loadRemote<{ default: { hello: ComponentType } }>('floor_hello/routes');
  if (!module) throw new Error('floor_hello exposes no routes');
  return { default: module.default.hello };
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        <Route path="/hello" element={<Hello />} />
        <Route path="*" element={<Navigate to="/hello" replace />} />
      </Routes>
    </Suspense>
  </BrowserRouter>,
);
