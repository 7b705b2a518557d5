import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { SettingsStore } from '../stores/settings-store';

/** The two reading preferences of warned posts: always expand warnings, always show sensitive media. */
export const ContentWarningSwitches = observer(function ContentWarningSwitches({ store }: { store: SettingsStore }) {
  const t = useT();
  return (
    <section className="ui-card social-section" aria-label={t('Content warning preferences')}>
      <h2>{t('Content warnings')}</h2>
      <label className="social-switch">
        <input
          type="checkbox"
          checked={store.alwaysExpandWarnings}
          onChange={(event) => store.setAlwaysExpandWarnings(event.target.checked)}
        />
        {t('Always expand posts with content warnings')}
      </label>
      <label className="social-switch">
        <input
          type="checkbox"
          checked={store.alwaysShowSensitiveMedia}
          onChange={(event) => store.setAlwaysShowSensitiveMedia(event.target.checked)}
        />
        {t('Always show sensitive media')}
      </label>
    </section>
  );
});
