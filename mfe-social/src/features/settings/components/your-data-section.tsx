import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { exportAccountUrl } from '@cliques/api-client';
import { Button, FormError, FormSuccess } from '@cliques/ui';
import { saveFile } from '../lib/save-file';
import { ExportStore } from '../stores/export-store';
import { DeleteAccountPanel } from './delete-account-panel';
import { SettingsPanel } from './settings-panel';

const DownloadPanel = observer(function DownloadPanel() {
  const [store] = useState(() => new ExportStore({ exportAccountUrl, saveFile: (url) => saveFile(url) }));
  return (
    <SettingsPanel title="Download your data">
      <p className="ui-muted">
        A zip with your profile, settings, posts, comments, likes, shares, friends, follows, cliques, messages and
        notifications, and the files you uploaded.
      </p>
      <FormError message={store.error} />
      <FormSuccess message={store.success} />
      <Button onClick={store.download} disabled={store.busy}>
        {store.busy ? 'Preparing...' : 'Download My Data'}
      </Button>
    </SettingsPanel>
  );
});

/** Settings → Your data: download it all, or delete the account. */
export function YourDataSection({ username }: { username: string }) {
  return (
    <section className="ui-card social-section" aria-labelledby="settings-your-data">
      <h2 id="settings-your-data">Your data</h2>
      <DownloadPanel />
      <DeleteAccountPanel username={username} />
    </section>
  );
}
