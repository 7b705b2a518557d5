import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { exportAccountUrl } from '@cliques/api-client';
import { Button, FormError, FormSuccess } from '@cliques/ui';
import { saveFile } from '../lib/save-file';
import { ExportStore } from '../stores/export-store';
import { DeleteAccountPanel } from './delete-account-panel';
import { SettingsPanel } from './settings-panel';

const DownloadPanel = observer(function DownloadPanel() {
  const t = useT();
  const [store] = useState(() => new ExportStore({ exportAccountUrl, saveFile: (url) => saveFile(url) }));
  return (
    <SettingsPanel title={t('Download your data')}>
      <p className="ui-muted">
        {t(
          'A zip with your profile, settings, posts, comments, likes, shares, friends, follows, cliques, messages and notifications, and the files you uploaded.',
        )}
      </p>
      <FormError message={t.text(store.error)} />
      <FormSuccess message={t.text(store.success)} />
      <Button onClick={() => void store.download()} disabled={store.busy}>
        {store.busy ? t('Preparing...') : t('Download My Data')}
      </Button>
    </SettingsPanel>
  );
});

/** Settings → Your data: download it all, or delete the account. */
export function YourDataSection({ username }: { username: string }) {
  const t = useT();
  return (
    <section className="ui-card social-section" aria-labelledby="settings-your-data">
      <h2 id="settings-your-data">{t('Your data')}</h2>
      <DownloadPanel />
      <DeleteAccountPanel username={username} />
    </section>
  );
}
