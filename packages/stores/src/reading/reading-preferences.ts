import { makeAutoObservable, runInAction } from 'mobx';
import type { ContentWarningPreferences, UserSettings } from '@cliques/contracts';

/** Reads the signed-in person's settings object (GET /users/{id} for yourself). */
export type SettingsReader = (userId: string) => Promise<UserSettings>;

/**
 * How the reader wants warned and sensitive posts shown (`contentWarnings` in their settings):
 * every post card reads it, the settings page changes it. Loaded once per person; until then (or
 * if the load fails) warnings stay closed and sensitive media blurred.
 */
export class ReadingPreferences {
  /** Warned posts open at once, their warning still shown above. */
  alwaysExpand = false;
  /** Sensitive media shown without the blur. */
  alwaysShowSensitiveMedia = false;
  /** Whose preferences these are (the load asked or done for them). */
  private userId: string | null = null;

  constructor(private readonly read: SettingsReader) {
    makeAutoObservable<ReadingPreferences, 'read' | 'userId'>(this, { read: false, userId: false }, { autoBind: true });
  }

  /** Loads the person's preferences unless they are loaded or loading already. */
  async ensureLoaded(userId: string): Promise<void> {
    if (this.userId === userId) return;
    this.userId = userId;
    this.take({});
    try {
      const settings = await this.read(userId);
      if (this.userId === userId) runInAction(() => this.take(settings));
    } catch {
      // Kept closed and blurred: the safe way to show warned posts.
    }
  }

  /** Takes the preferences of a settings object just loaded or saved. */
  take(settings: UserSettings): void {
    const prefs = (settings.contentWarnings ?? {}) as ContentWarningPreferences;
    this.alwaysExpand = prefs.alwaysExpand === true;
    this.alwaysShowSensitiveMedia = prefs.alwaysShowSensitiveMedia === true;
  }
}
