import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@cliques/ui';
import '@cliques/ui/tokens.css';
import { paths } from './paths';
import pages from './routes';

// Standalone development: this area alone on its own port (npm run dev -w @cliques/mfe-feed).
createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp area="Feed" pages={pages} paths={paths} />);
