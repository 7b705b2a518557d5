import { useT } from '../../../i18n';
import { PageHeader } from '../../../components/page-header';
import type { LegalDocumentContent } from '../content/types';
import { lastUpdated } from '../last-updated';

export interface LegalDocumentProps {
  document: LegalDocumentContent;
  /** Called by Back instead of going to /settings or /login. */
  onBack?: () => void;
}

/**
 * A legal page: Back, the title, today's last-updated date, a list of contents and one level-2
 * heading per part, so a screen reader can move through it heading by heading.
 */
export function LegalDocument({ document, onBack }: LegalDocumentProps) {
  const t = useT();
  const updated = lastUpdated();
  const tocId = `${document.sections[0]?.id ?? 'legal'}-contents`;
  return (
    <main className="ui-page legal-doc">
      <PageHeader title={document.title} onBack={onBack}>
        <p className="ui-muted">
          {t('Last updated:')} <time dateTime={updated.dateTime}>{updated.text}</time>
        </p>
      </PageHeader>
      <div className="legal-summary">{document.summary}</div>
      <nav className="legal-toc ui-card" aria-labelledby={tocId}>
        <h2 id={tocId}>{t('Contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {index + 1}. {section.heading}
          </h2>
          {section.content}
        </section>
      ))}
    </main>
  );
}
