import { useT } from '../../../i18n';
import type { ReactNode } from 'react';
import type { Clique } from '@cliques/contracts';
import { UserText } from '@cliques/ui';
import { visibilityLabels } from '../lib/texts';

/** A clique in a list (Discover, invitations): name, visibility, members, activity, topics. */
export function CliqueCard({ clique, children }: { clique: Clique; children?: ReactNode }) {
  const t = useT();
  return (
    <article className="ui-card social-stack" aria-label={clique.name}>
      <div className="social-row-between">
        <h2>
          <UserText>{clique.name}</UserText>
        </h2>
        <span className="social-tag">{t(visibilityLabels[clique.visibility])}</span>
      </div>
      {clique.description && <UserText as="p">{clique.description}</UserText>}
      <p className="ui-muted">
        {t('{count, plural, one {# member} other {# members}}', { count: clique.memberCount })} ·{' '}
        {t('{count, plural, one {# post this week} other {# posts this week}}', { count: clique.postsLastWeek })}
      </p>
      {clique.topics.length > 0 && (
        <ul className="social-row" aria-label={t('Topics')}>
          {clique.topics.map((topic) => (
            <li key={topic} className="social-tag">
              <UserText>{topic}</UserText>
            </li>
          ))}
        </ul>
      )}
      {children && <div className="social-row">{children}</div>}
    </article>
  );
}
