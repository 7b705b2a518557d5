import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ComposerStore } from '../stores/composer-store';

/** The topic of a clique post: none, or one of the clique's topics (names as their members wrote them). */
export const TopicPicker = observer(function TopicPicker({
  store,
  topics,
}: {
  store: ComposerStore;
  topics: readonly string[];
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="ui-field feed-topic-picker">
      <label htmlFor={id}>{t('Topic')}</label>
      <select
        id={id}
        value={store.topic ?? ''}
        disabled={store.posting}
        onChange={(event) => store.setTopic(event.target.value || null)}
      >
        <option value="">{t('No topic')}</option>
        {topics.map((topic) => (
          <option key={topic} value={topic} dir="auto">
            {topic}
          </option>
        ))}
      </select>
    </div>
  );
});
