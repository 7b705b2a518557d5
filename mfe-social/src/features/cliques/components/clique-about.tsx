import { useT } from '../../../i18n';
import type { Clique } from '@cliques/contracts';
import { EmptyState, UserLink, UserText } from '@cliques/ui';
import { joinPolicyLabels, postingPolicyLabels, visibilityHints } from '../lib/texts';
import { RuleList } from './rule-list';

/** About: what the clique is, how one joins and posts, its rules, admins and topics. */
export function CliqueAbout({ clique }: { clique: Clique }) {
  const t = useT();
  return (
    <section className="ui-card social-stack" aria-label={t('About')}>
      <h3>{t('About')}</h3>
      {clique.description ? (
        <UserText as="p">{clique.description}</UserText>
      ) : (
        <EmptyState>{t('No description yet.')}</EmptyState>
      )}
      <ul className="social-stack">
        <li>{t(visibilityHints[clique.visibility])}</li>
        <li>{t(joinPolicyLabels[clique.joinPolicy])}</li>
        <li>{t(postingPolicyLabels[clique.postingPolicy])}</li>
      </ul>
      {clique.rules.length > 0 ? (
        <RuleList rules={clique.rules} />
      ) : (
        <p className="ui-muted">{t('This clique has no rules yet.')}</p>
      )}
      <section className="social-stack" aria-label={t('Admins')}>
        <h3>{t('Admins')}</h3>
        <ul className="social-list">
          {clique.admins.map((admin) => (
            <li key={admin.userId}>
              <UserLink user={admin} />
              {admin.userId === clique.ownerId && <span className="ui-muted">{t('Owner')}</span>}
            </li>
          ))}
        </ul>
      </section>
      {clique.topics.length > 0 && (
        <section className="social-stack" aria-label={t('Topics')}>
          <h3>{t('Topics')}</h3>
          <ul className="social-row">
            {clique.topics.map((topic) => (
              <li key={topic} className="social-tag">
                <UserText>{topic}</UserText>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
