import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getUser, updateSettings } from '@cliques/api-client';
import { notificationTypes } from '@cliques/contracts';
import { useSession, useSessionActions } from '@cliques/session';
import { Button, ErrorState, LoadingState, toggleTheme, useTheme } from '@cliques/ui';
import { typeLabels } from '../../../lib/notification-text';
import { SettingsStore } from '../stores/settings-store';
import { PushSwitch } from './push-switch';
import { SafetyListsSection } from './safety-lists-section';
import { SecuritySection } from './security-section';
import { YourDataSection } from './your-data-section';
import '../../../components/social.css';
import './settings.css';

const Preferences = observer(function Preferences({ store }: { store: SettingsStore }) {
  return (
    <>
      <section className="ui-card social-section" aria-label="Profile preferences">
        <h2>Profile</h2>
        <label className="social-switch">
          <input
            type="checkbox"
            checked={store.showFriends}
            onChange={(event) => store.setShowFriends(event.target.checked)}
          />
          Show my friends list to others
        </label>
        <label className="social-switch">
          <input
            type="checkbox"
            checked={store.showPresence}
            onChange={(event) => store.setShowPresence(event.target.checked)}
          />
          Show my friends when I am online
        </label>
      </section>
      <section className="ui-card social-section" aria-label="Notification preferences">
        <h2>Notifications</h2>
        <p className="ui-muted">Choose what you are notified about.</p>
        <PushSwitch />
        {notificationTypes.map((type) => (
          <label key={type} className="social-switch">
            <input
              type="checkbox"
              checked={store.notifications[type]}
              onChange={(event) => store.setNotification(type, event.target.checked)}
            />
            {typeLabels[type]}
          </label>
        ))}
      </section>
      {store.error && (
        <p className="ui-error" role="alert">
          {store.error}
        </p>
      )}
      {store.message && (
        <p className="ui-success" role="status">
          {store.message}
        </p>
      )}
      <div>
        <Button variant="primary" onClick={store.save} disabled={store.saving}>
          {store.saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </>
  );
});

const SettingsView = observer(function SettingsView({ userId, username }: { userId: string; username: string }) {
  const [store] = useState(() => new SettingsStore(userId, { getUser, updateSettings }));
  const theme = useTheme();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  useEffect(() => {
    void store.load();
  }, [store]);
  const handleSignOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
  return (
    <main className="ui-page social-stack">
      <h1>Settings</h1>
      <section className="ui-card social-section" aria-label="Appearance">
        <h2>Appearance</h2>
        <div className="social-row">
          <span>Theme: {theme === 'dark' ? 'Dark' : 'Light'}</span>
          <Button onClick={() => toggleTheme()} aria-pressed={theme === 'dark'}>
            {theme === 'dark' ? 'Switch to Light Theme' : 'Switch to Dark Theme'}
          </Button>
        </div>
      </section>
      {store.status === 'loading' && <LoadingState label="Loading settings…" />}
      {store.status === 'error' && <ErrorState message={store.error} onRetry={store.load} />}
      {store.status === 'ready' && <Preferences store={store} />}
      <SafetyListsSection />
      <SecuritySection accountName={username} />
      <YourDataSection username={username} />
      <section className="ui-card social-section" aria-label="About">
        <h2>About</h2>
        <ul className="social-list">
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms and Conditions</Link>
          </li>
          <li>
            <Link to="/eula">End User License Agreement</Link>
          </li>
          <li>
            <Link to="/contact">Contact Us</Link>
          </li>
        </ul>
      </section>
      <div>
        <Button variant="danger" onClick={handleSignOut}>
          Sign Out
        </Button>
      </div>
    </main>
  );
});

/**
 * /settings: theme, profile and notification preferences, blocked and muted people, Security (password, email, two-step
 * verification, passkeys, sign out everywhere), Your data (download, delete), legal pages, contact
 * and Sign Out.
 */
export const SettingsPage = observer(function SettingsPage() {
  const user = useSession().user;
  return user ? <SettingsView key={user.userId} userId={user.userId} username={user.username} /> : <LoadingState />;
});
