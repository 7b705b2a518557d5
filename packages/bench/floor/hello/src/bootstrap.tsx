import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import pages from './routes';

// Standalone: the hello page alone (the benchmark loads it through the floor host).
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <pages.hello />
  </BrowserRouter>,
);
