import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useAccountActions } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, LoadingState } from '@cliques/ui';
import { qrCodeDataUrl } from '../lib/qr-code';
import { TwoStepStore } from '../stores/two-step-store';
import { SettingsPanel } from './settings-panel';

/** The set-up under way: QR code, manual key, first code. */
const TotpSetupForm = observer(function TotpSetupForm({ store }: { store: TwoStepStore }) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.confirm();
  };
  return (
    <form onSubmit={handleSubmit} aria-label="Set up an authenticator app" noValidate>
      <p>
        Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it
        shows.
      </p>
      {store.qrCodeUrl ? (
        <img
          className="settings-qr"
          src={store.qrCodeUrl}
          width={200}
          height={200}
          alt="QR code for your authenticator app"
        />
      ) : null}
      <p>
        Key:{' '}
        <code className="settings-key" aria-label="Setup key">
          {store.setup?.secret}
        </code>
      </p>
      <CodeField label="Authenticator Code" value={store.code} onChange={store.setCode} autoFocus />
      <FormError message={store.error} />
      <div className="social-row">
        <Button type="submit" variant="primary" disabled={store.busy}>
          {store.busy ? 'Verifying...' : 'Turn On'}
        </Button>
        <Button onClick={store.cancel} disabled={store.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
});

/** Two-step verification with an authenticator app: on (set-up with a QR code) or off. */
export const TwoStepPanel = observer(function TwoStepPanel({ accountName }: { accountName: string }) {
  const { isTotpEnabled, startTotpSetup, enableTotp, disableTotp } = useAccountActions();
  const [store] = useState(
    () =>
      new TwoStepStore({ isTotpEnabled, startTotpSetup, enableTotp, disableTotp, qrCode: qrCodeDataUrl }, accountName),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  const body = () => {
    if (store.status === 'loading') return <LoadingState label="Loading two-step verification…" />;
    if (store.status === 'error') {
      return (
        <>
          <FormError message={store.error} />
          <Button onClick={store.load}>Retry</Button>
        </>
      );
    }
    if (store.setup) return <TotpSetupForm store={store} />;
    return (
      <>
        <p>
          {store.enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: signing in asks only for your password.'}
        </p>
        <FormError message={store.error} />
        <FormSuccess message={store.success} />
        {store.enabled ? (
          <Button onClick={store.turnOff} disabled={store.busy}>
            {store.busy ? 'Turning Off...' : 'Turn Off Two-Step Verification'}
          </Button>
        ) : (
          <Button variant="primary" onClick={store.start} disabled={store.busy}>
            {store.busy ? 'Starting...' : 'Set Up Authenticator App'}
          </Button>
        )}
      </>
    );
  };
  return <SettingsPanel title="Two-step verification">{body()}</SettingsPanel>;
});
