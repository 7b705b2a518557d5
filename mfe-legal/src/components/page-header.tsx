import { useT } from '../i18n';
import { Button } from '@cliques/ui';
import type { ReactNode } from 'react';
import { useBack } from '../hooks/use-back';
import './page.css';

export interface PageHeaderProps {
  title: string;
  /** Called by Back instead of the default destination. */
  onBack?: () => void;
  /** Shown under the title (the last-updated line of a legal page). */
  children?: ReactNode;
}

/** The top of every page of this area: Back, then the page's one level-1 heading. */
export function PageHeader({ title, onBack, children }: PageHeaderProps) {
  const handleBack = useBack(onBack);
  const t = useT();
  return (
    <header className="legal-header">
      <Button onClick={handleBack}>{t('Back')}</Button>
      <h1>{title}</h1>
      {children}
    </header>
  );
}
