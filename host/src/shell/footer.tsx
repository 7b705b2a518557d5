import { Link } from 'react-router-dom';
import { Button, toggleTheme, useTheme } from '@cliques/ui';

/** Footer on every page: legal links, contact, and the theme switch. */
export function Footer() {
  const theme = useTheme();
  return (
    <footer className="shell-footer">
      <Link to="/privacy">Privacy</Link>
      <Link to="/terms">Terms</Link>
      <Link to="/eula">EULA</Link>
      <Link to="/contact">Contact</Link>
      <Button onClick={() => toggleTheme()} aria-pressed={theme === 'dark'}>
        {theme === 'dark' ? 'Light theme' : 'Dark theme'}
      </Button>
    </footer>
  );
}
