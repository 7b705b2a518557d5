import { useT } from '../../../i18n';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysPanel } from './passkeys-panel';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoStepPanel } from './two-step-panel';

/** Settings → Security: password, email, two-step verification, passkeys, sign out everywhere. */
export function SecuritySection({ accountName }: { accountName: string }) {
  const t = useT();
  return (
    <section className="ui-card social-section settings-security" aria-labelledby="settings-security">
      <h2 id="settings-security">{t('Security')}</h2>
      <ChangePasswordForm />
      <ChangeEmailForm />
      <TwoStepPanel accountName={accountName} />
      <PasskeysPanel />
      <SignOutEverywhere />
    </section>
  );
}
