import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { cliqueLimits, type Clique } from '@cliques/contracts';
import { Button, Dialog } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { RuleList } from './rule-list';

/**
 * Before joining: the clique's rules to agree to and its questions to answer (every one, when it
 * has any); Join sends the answers.
 */
export const JoinDialog = observer(function JoinDialog({
  clique,
  busy,
  onJoin,
  onClose,
}: {
  clique: Clique;
  busy: boolean;
  onJoin: (answers: string[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const [answers, setAnswers] = useState(() => clique.questions.map(() => ''));
  const [agreed, setAgreed] = useState(clique.rules.length === 0);
  const t = useT();
  const complete = agreed && answers.every((answer) => answer.trim());
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    if (await onJoin(answers.map((answer) => answer.trim()))) onClose();
  };
  const asking = clique.joinPolicy === 'request';
  return (
    <Dialog title={t('Join {name}', { name: clique.name })} onClose={onClose}>
      <form className="social-stack" onSubmit={(event) => void handleSubmit(event)} aria-label={t('Join the clique')}>
        {clique.rules.length > 0 && <RuleList rules={clique.rules} />}
        {clique.questions.map((question, index) => (
          <FormField
            key={index}
            label={question}
            multiline
            required
            maxLength={cliqueLimits.answer}
            value={answers[index] ?? ''}
            onChange={(value) => setAnswers((all) => all.map((answer, i) => (i === index ? value : answer)))}
          />
        ))}
        {clique.rules.length > 0 && (
          <label className="social-switch">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            {t('I agree to follow the rules')}
          </label>
        )}
        {asking && <p className="ui-muted">{t('A moderator reads your request before you are in.')}</p>}
        <div className="social-row">
          <Button type="submit" variant="primary" disabled={busy || !complete}>
            {asking ? t('Ask to join') : t('Join')}
          </Button>
          <Button onClick={onClose}>{t('Cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
});
