import { Link } from 'react-router-dom';
import { Button, LanguageSelect, toggleTheme, useTheme } from '@cliques/ui';
import { useT } from '../i18n';

/** Footer on every page: legal links, contact, the theme switch and the language. */
export function Footer() {
  const theme = useTheme();
  const t = useT();
  return (
    <footer className="shell-footer">
      <Link to="/privacy">{t('Privacy')}</Link>
      <Link to="/terms">{t('Terms')}</Link>
      <Link to="/eula">{t('EULA')}</Link>
      <Link to="/contact">{t('Contact')}</Link>
      <Button onClick={() => toggleTheme()} aria-pressed={theme === 'dark'}>
        {theme === 'dark' ? t('Light theme') : t('Dark theme')}
      </Button>
      <LanguageSelect />
    </footer>
  );
}
