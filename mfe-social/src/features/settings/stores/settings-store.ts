import { makeAutoObservable, runInAction } from 'mobx';
import {
  notificationTypes,
  type ContentWarningPreferences,
  type FederationPreferences,
  type NotificationPreferences,
  type NotificationType,
  type ProfilePreferences,
  type UserProfile,
  type UserSettings,
} from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';
import { attempt, readingPreferences, type ReadingPreferences } from '@cliques/stores';

/** The calls the settings page makes. */
export interface SettingsApi {
  getUser(userId: string): Promise<UserProfile>;
  updateSettings(userId: string, settings: UserSettings): Promise<UserSettings>;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Profile, notification, content-warning and reachability preferences, kept in the user's settings
 * object (`profile`, `notifications`, `contentWarnings`, `federation`); other keys of that object
 * are kept as they are. The server enforces the first two and the last; the post cards of every
 * area follow the content warnings once saved.
 */
export class SettingsStore {
  /** Notification types on (absent from storage means on). */
  notifications: Record<NotificationType, boolean> = Object.fromEntries(
    notificationTypes.map((t) => [t, true]),
  ) as Record<NotificationType, boolean>;
  /** Whether others may see my friends list. */
  showFriends = true;
  /** Whether friends see when I am online and when I was last seen. */
  showPresence = true;
  /** Whether warned posts open at once. */
  alwaysExpandWarnings = false;
  /** Whether sensitive media are shown without the blur. */
  alwaysShowSensitiveMedia = false;
  /** Whether people on other servers may find and follow me (`federation.discoverable`; off until turned on). */
  discoverable = false;
  /** Where loading stands. */
  status: LoadStatus = 'idle';
  /** True while saving. */
  saving = false;
  /** The last failure. */
  error = '';
  /** Confirmation text after a save. */
  message = '';
  /** The whole settings object as loaded, so keys of other areas survive a save. */
  private stored: UserSettings = {};

  constructor(
    private readonly userId: string,
    private readonly api: SettingsApi,
    /** The preferences the post cards read: they follow what is loaded and saved here. */
    private readonly reading: Pick<ReadingPreferences, 'take'> = readingPreferences,
  ) {
    makeAutoObservable<SettingsStore, 'api' | 'userId' | 'stored' | 'reading'>(
      this,
      { api: false, userId: false, stored: false, reading: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const user = await this.api.getUser(this.userId);
      runInAction(() => this.take(user.settings ?? {}));
      runInAction(() => {
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, 'Failed to load your settings');
      });
    }
  }

  setNotification(type: NotificationType, on: boolean): void {
    this.notifications[type] = on;
    this.message = '';
  }

  setShowFriends(value: boolean): void {
    this.showFriends = value;
    this.message = '';
  }

  setShowPresence(value: boolean): void {
    this.showPresence = value;
    this.message = '';
  }

  setAlwaysExpandWarnings(value: boolean): void {
    this.alwaysExpandWarnings = value;
    this.message = '';
  }

  setAlwaysShowSensitiveMedia(value: boolean): void {
    this.alwaysShowSensitiveMedia = value;
    this.message = '';
  }

  setDiscoverable(value: boolean): void {
    this.discoverable = value;
    this.message = '';
  }

  /** Saves every section in one settings call. */
  async save(): Promise<void> {
    this.message = '';
    const notifications: NotificationPreferences = { ...this.notifications };
    const profile: ProfilePreferences = {
      ...asRecord(this.stored.profile),
      showFriends: this.showFriends,
      showPresence: this.showPresence,
    };
    const contentWarnings: ContentWarningPreferences = {
      alwaysExpand: this.alwaysExpandWarnings,
      alwaysShowSensitiveMedia: this.alwaysShowSensitiveMedia,
    };
    const federation: FederationPreferences = { ...asRecord(this.stored.federation), discoverable: this.discoverable };
    await attempt(this, { flag: 'saving', failed: 'Failed to save your settings' }, async () => {
      const saved = await this.api.updateSettings(this.userId, {
        ...this.stored,
        notifications,
        profile,
        contentWarnings,
        federation,
      });
      runInAction(() => {
        this.take(saved);
        this.message = 'Settings saved';
      });
    });
  }

  private take(settings: UserSettings): void {
    this.stored = settings;
    const notifications = asRecord(settings.notifications);
    for (const type of notificationTypes) this.notifications[type] = notifications[type] !== false;
    this.showFriends = asRecord(settings.profile).showFriends !== false;
    this.showPresence = asRecord(settings.profile).showPresence !== false;
    const warnings = asRecord(settings.contentWarnings);
    this.alwaysExpandWarnings = warnings.alwaysExpand === true;
    this.alwaysShowSensitiveMedia = warnings.alwaysShowSensitiveMedia === true;
    this.discoverable = asRecord(settings.federation).discoverable === true;
    this.reading.take(settings);
  }
}
