import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useAccountActions } from '@cliques/session';
import { Button, CodeField, FormError, FormSuccess, LoadingState } from '@cliques/ui';
import { qrCodeDataUrl } from '../lib/qr-code';
import { TwoStepStore } from '../stores/two-step-store';
import { SettingsPanel } from './settings-panel';

/** The set-up under way: QR code, manual key, first code. */
const TotpSetupForm = observer(function TotpSetupForm({ store }: { store: TwoStepStore }) {
  const t = useT();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.confirm();
  };
  return (
    <form onSubmit={handleSubmit} aria-label={t('Set up an authenticator app')} noValidate>
      <p>
        {t(
          'Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
        )}
      </p>
      {store.qrCodeUrl ? (
        <img
          className="settings-qr"
          src={store.qrCodeUrl}
          width={200}
          height={200}
          alt={t('QR code for your authenticator app')}
        />
      ) : null}
      <p>
        {t('Key:')}{' '}
        <code className="settings-key" aria-label={t('Setup key')}>
          {store.setup?.secret}
        </code>
      </p>
      <CodeField label={t('Authenticator Code')} value={store.code} onChange={store.setCode} autoFocus />
      <FormError message={t.text(store.error)} />
      <div className="social-row">
        <Button type="submit" variant="primary" disabled={store.busy}>
          {store.busy ? t('Verifying...') : t('Turn On')}
        </Button>
        <Button onClick={store.cancel} disabled={store.busy}>
          {t('Cancel')}
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
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  const body = () => {
    if (store.status === 'loading') return <LoadingState label={t('Loading two-step verification…')} />;
    if (store.status === 'error') {
      return (
        <>
          <FormError message={t.text(store.error)} />
          <Button onClick={() => void store.load()}>{t('Retry')}</Button>
        </>
      );
    }
    if (store.setup) return <TotpSetupForm store={store} />;
    return (
      <>
        <p>
          {store.enabled
            ? t('On: signing in asks for a code from your authenticator app.')
            : t('Off: signing in asks only for your password.')}
        </p>
        <FormError message={t.text(store.error)} />
        <FormSuccess message={t.text(store.success)} />
        {store.enabled ? (
          <Button onClick={() => void store.turnOff()} disabled={store.busy}>
            {store.busy ? t('Turning Off...') : t('Turn Off Two-Step Verification')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void store.start()} disabled={store.busy}>
            {store.busy ? t('Starting...') : t('Set Up Authenticator App')}
          </Button>
        )}
      </>
    );
  };
  return <SettingsPanel title={t('Two-step verification')}>{body()}</SettingsPanel>;
});
