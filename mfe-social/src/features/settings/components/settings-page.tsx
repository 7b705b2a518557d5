import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getUser, updateSettings } from '@cliques/api-client';
import { notificationTypes } from '@cliques/contracts';
import { useSession, useSignOut } from '@cliques/session';
import { Button, ErrorState, LanguageSelect, LoadingState, toggleTheme, useTheme } from '@cliques/ui';
import { typeLabels } from '../../../lib/notification-text';
import { SettingsStore } from '../stores/settings-store';
import { CalendarSection } from './calendar-section';
import { ContentWarningSwitches } from './content-warning-switches';
import { FederationSwitch } from './federation-switch';
import { PushSwitch } from './push-switch';
import { SafetyListsSection } from './safety-lists-section';
import { SecuritySection } from './security-section';
import { YourDataSection } from './your-data-section';
import '../../../components/social.css';
import './settings.css';

const Preferences = observer(function Preferences({ store }: { store: SettingsStore }) {
  const t = useT();
  return (
    <>
      <section className="ui-card social-section" aria-label={t('Profile preferences')}>
        <h2>{t('Profile')}</h2>
        <label className="social-switch">
          <input
            type="checkbox"
            checked={store.showFriends}
            onChange={(event) => store.setShowFriends(event.target.checked)}
          />
          {t('Show my friends list to others')}
        </label>
        <label className="social-switch">
          <input
            type="checkbox"
            checked={store.showPresence}
            onChange={(event) => store.setShowPresence(event.target.checked)}
          />
          {t('Show my friends when I am online')}
        </label>
      </section>
      <section className="ui-card social-section" aria-label={t('Notification preferences')}>
        <h2>{t('Notifications')}</h2>
        <p className="ui-muted">{t('Choose what you are notified about.')}</p>
        <PushSwitch />
        {notificationTypes.map((type) => (
          <label key={type} className="social-switch">
            <input
              type="checkbox"
              checked={store.notifications[type]}
              onChange={(event) => store.setNotification(type, event.target.checked)}
            />
            {t(typeLabels[type])}
          </label>
        ))}
      </section>
      <ContentWarningSwitches store={store} />
      <FederationSwitch store={store} />
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      {store.message && (
        <p className="ui-success" role="status">
          {t.text(store.message)}
        </p>
      )}
      <div>
        <Button variant="primary" onClick={() => void store.save()} disabled={store.saving}>
          {store.saving ? t('Saving...') : t('Save Settings')}
        </Button>
      </div>
    </>
  );
});

const SettingsView = observer(function SettingsView({ userId, username }: { userId: string; username: string }) {
  const [store] = useState(() => new SettingsStore(userId, { getUser, updateSettings }));
  const theme = useTheme();
  const handleSignOut = useSignOut();
  const t = useT();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <main className="ui-page social-stack">
      <h1>{t('Settings')}</h1>
      <section className="ui-card social-section" aria-label={t('Appearance')}>
        <h2>{t('Appearance')}</h2>
        <div className="social-row">
          <span>{theme === 'dark' ? t('Theme: Dark') : t('Theme: Light')}</span>
          <Button onClick={() => toggleTheme()} aria-pressed={theme === 'dark'}>
            {theme === 'dark' ? t('Switch to Light Theme') : t('Switch to Dark Theme')}
          </Button>
        </div>
        <div className="social-row">
          <LanguageSelect />
        </div>
      </section>
      {store.status === 'loading' && <LoadingState label={t('Loading settings…')} />}
      {store.status === 'error' && <ErrorState message={t.text(store.error)} onRetry={() => void store.load()} />}
      {store.status === 'ready' && <Preferences store={store} />}
      <CalendarSection />
      <SafetyListsSection />
      <SecuritySection accountName={username} />
      <YourDataSection username={username} />
      <section className="ui-card social-section" aria-label={t('About')}>
        <h2>{t('About')}</h2>
        <ul className="social-list">
          <li>
            <Link to="/privacy">{t('Privacy Policy')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('Terms and Conditions')}</Link>
          </li>
          <li>
            <Link to="/eula">{t('End User License Agreement')}</Link>
          </li>
          <li>
            <Link to="/contact">{t('Contact Us')}</Link>
          </li>
        </ul>
      </section>
      <div>
        <Button variant="danger" onClick={() => void handleSignOut()}>
          {t('Sign Out')}
        </Button>
      </div>
    </main>
  );
});

/**
 * /settings: theme, profile, notification and content-warning preferences, the calendar subscription, blocked and muted people, Security (password, email, two-step
 * verification, passkeys, sign out everywhere), Your data (download, delete), legal pages, contact
 * and Sign Out.
 */
export const SettingsPage = observer(function SettingsPage() {
  const user = useSession().user;
  return user ? <SettingsView key={user.userId} userId={user.userId} username={user.username} /> : <LoadingState />;
});
