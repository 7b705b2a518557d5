import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { pollLimits } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import { useT, type Translate } from '../../../i18n';
import { pollDurations, type PollDraft } from '../../../stores/poll-draft';

/** A duration's name: "5 minutes", "6 hours", "3 days". */
function durationName(t: Translate, minutes: number): string {
  if (minutes < 60) return t('{count, plural, one {# minute} other {# minutes}}', { count: minutes });
  if (minutes < 1440) return t('{count, plural, one {# hour} other {# hours}}', { count: minutes / 60 });
  return t('{count, plural, one {# day} other {# days}}', { count: minutes / 1440 });
}

/** The composer's poll: its options, single or multiple choice, how long it stays open, hidden results. */
export default observer(function PollFields({ draft }: { draft: PollDraft }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="feed-poll-fields">
      <legend>{t('Poll')}</legend>
      {draft.options.map((option, i) => (
        <div key={i} className="feed-row">
          <input
            className="ui-input"
            value={option}
            maxLength={pollLimits.optionText}
            aria-label={t('Option {number}', { number: i + 1 })}
            onChange={(e) => draft.setOption(i, e.target.value)}
          />
          {draft.options.length > pollLimits.minOptions && (
            <Button onClick={() => draft.removeOption(i)} aria-label={t('Remove option {number}', { number: i + 1 })}>
              {t('Remove')}
            </Button>
          )}
        </div>
      ))}
      {draft.options.length < pollLimits.maxOptions && <Button onClick={draft.addOption}>{t('Add an option')}</Button>}
      <label htmlFor={`${id}-duration`}>{t('Closes in')}</label>
      <select
        id={`${id}-duration`}
        value={draft.closesInMinutes}
        onChange={(e) => draft.setDuration(Number(e.target.value))}
      >
        {pollDurations.map((minutes) => (
          <option key={minutes} value={minutes}>
            {durationName(t, minutes)}
          </option>
        ))}
      </select>
      <label>
        <input type="checkbox" checked={draft.multiple} onChange={(e) => draft.setMultiple(e.target.checked)} />
        {t('Allow several choices')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.hideResultsUntilClosed}
          onChange={(e) => draft.setHideResults(e.target.checked)}
        />
        {t('Hide the results until the poll closes')}
      </label>
    </fieldset>
  );
});
