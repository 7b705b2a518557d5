import { useT } from '../../../i18n';
import type { CliqueRule } from '@cliques/contracts';
import { UserText } from '@cliques/ui';

/** A clique's rules, numbered, under a heading. */
export function RuleList({ rules }: { rules: CliqueRule[] }) {
  const t = useT();
  return (
    <section className="social-stack" aria-label={t('Rules')}>
      <h3>{t('Rules')}</h3>
      <ol className="social-stack">
        {rules.map((rule, index) => (
          <li key={index}>
            <UserText as="strong">{rule.title}</UserText>
            {rule.body && <UserText as="p">{rule.body}</UserText>}
          </li>
        ))}
      </ol>
    </section>
  );
}
