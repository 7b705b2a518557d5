import { useT } from '../i18n';
import type { QuotePolicy } from '@cliques/contracts';

/** Who may quote the post: anyone, the author's followers, or nobody. */
export function QuotePolicyPicker({
  value,
  onChange,
}: {
  value: QuotePolicy;
  onChange: (policy: QuotePolicy) => void;
}) {
  const t = useT();
  return (
    <label className="ui-field">
      <span>{t('Who can quote this post')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as QuotePolicy)}>
        <option value="anyone">{t('Anyone')}</option>
        <option value="followers">{t('Followers')}</option>
        <option value="nobody">{t('Nobody')}</option>
      </select>
    </label>
  );
}
