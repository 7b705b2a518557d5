import { useT, type FeedMessage } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { Audience, ComposerStore } from '../stores/composer-store';

const choices: { value: Audience; label: FeedMessage; hint: FeedMessage }[] = [
  { value: 'public', label: 'Public', hint: 'Anyone on Cliques' },
  { value: 'friends', label: 'Friends', hint: 'Only your friends' },
];

/** Who may see the post: everyone, or only the author's friends. */
export const AudiencePicker = observer(function AudiencePicker({
  store,
  name,
}: {
  store: ComposerStore;
  name: string;
}) {
  const t = useT();
  return (
    <fieldset className="feed-audience-picker">
      <legend>{t('Who can see it')}</legend>
      {choices.map((choice) => (
        <label key={choice.value} title={t(choice.hint)}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={store.audience === choice.value}
            onChange={() => store.setAudience(choice.value)}
            disabled={store.posting}
          />
          {t(choice.label)}
        </label>
      ))}
    </fieldset>
  );
});
