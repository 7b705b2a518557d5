import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { cliqueLimits } from '@cliques/contracts';
import { Button, UserText } from '@cliques/ui';
import { FormField } from '../../../../components/form-field';
import type { SettingsFormStore } from '../../stores/settings-form-store';

/** The rules: up to cliqueLimits.rules, each a title and a body. */
export const RulesEditor = observer(function RulesEditor({ form }: { form: SettingsFormStore }) {
  const t = useT();
  return (
    <fieldset className="social-stack">
      <legend>{t('Rules ({count} of {max})', { count: form.rules.length, max: cliqueLimits.rules })}</legend>
      {form.rules.map((rule, index) => (
        <div key={index} className="social-stack">
          <FormField
            label={t('Rule {number}: title', { number: index + 1 })}
            value={rule.title}
            onChange={(title) => form.setRule(index, { title })}
            maxLength={cliqueLimits.ruleTitle}
          />
          <FormField
            label={t('Rule {number}: details', { number: index + 1 })}
            multiline
            value={rule.body}
            onChange={(body) => form.setRule(index, { body })}
            maxLength={cliqueLimits.ruleBody}
          />
          <div>
            <Button onClick={() => form.removeRule(index)}>{t('Remove rule {number}', { number: index + 1 })}</Button>
          </div>
        </div>
      ))}
      <div>
        <Button onClick={form.addRule} disabled={form.rules.length >= cliqueLimits.rules}>
          {t('Add a rule')}
        </Button>
      </div>
    </fieldset>
  );
});

/** The questions people answer when asking to join: up to cliqueLimits.questions. */
export const QuestionsEditor = observer(function QuestionsEditor({ form }: { form: SettingsFormStore }) {
  const t = useT();
  return (
    <fieldset className="social-stack">
      <legend>
        {t('Questions for people asking to join ({count} of {max})', {
          count: form.questions.length,
          max: cliqueLimits.questions,
        })}
      </legend>
      {form.questions.map((question, index) => (
        <div key={index} className="social-row">
          <FormField
            label={t('Question {number}', { number: index + 1 })}
            value={question}
            onChange={(value) => form.setQuestion(index, value)}
            maxLength={cliqueLimits.question}
          />
          <Button onClick={() => form.removeQuestion(index)}>
            {t('Remove question {number}', { number: index + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button onClick={form.addQuestion} disabled={form.questions.length >= cliqueLimits.questions}>
          {t('Add a question')}
        </Button>
      </div>
    </fieldset>
  );
});

/** The topics posts may carry: up to cliqueLimits.topics names. */
export const TopicsEditor = observer(function TopicsEditor({ form }: { form: SettingsFormStore }) {
  const t = useT();
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    form.addTopic();
  };
  return (
    <fieldset className="social-stack">
      <legend>{t('Topics ({count} of {max})', { count: form.topics.length, max: cliqueLimits.topics })}</legend>
      <ul className="social-row">
        {form.topics.map((topic) => (
          <li key={topic} className="social-tag">
            <UserText>{topic}</UserText>{' '}
            <Button onClick={() => form.removeTopic(topic)} aria-label={t('Remove topic {name}', { name: topic })}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="social-row" onKeyDown={handleKeyDown}>
        <FormField
          label={t('New topic')}
          value={form.topicDraft}
          onChange={form.setTopicDraft}
          maxLength={cliqueLimits.topic}
        />
        <Button onClick={form.addTopic} disabled={!form.topicDraft.trim() || form.topics.length >= cliqueLimits.topics}>
          {t('Add topic')}
        </Button>
      </div>
    </fieldset>
  );
});
