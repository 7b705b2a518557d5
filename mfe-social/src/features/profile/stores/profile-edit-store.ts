import { makeAutoObservable, runInAction } from 'mobx';
import type { UpdateProfileBody, UserProfile } from '@cliques/contracts';
import { attempt } from '@cliques/stores';

/** What editing a profile needs: saving the fields and uploading a picture with progress. */
export interface ProfileEditApi {
  updateProfile(userId: string, changes: UpdateProfileBody): Promise<UserProfile>;
  /** Uploads a profile picture (resized to JPEG by the media pipeline); resolves to its file URL. */
  uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string>;
}

/** Bounds the server enforces, shown as input limits. */
export const profileLimits = { displayName: 80, bio: 500, location: 100, profession: 100 } as const;

type Field = keyof typeof profileLimits;

/** The edit form of your own profile: four fields and the picture upload. */
export class ProfileEditStore {
  /** The form's values. */
  values: Record<Field, string>;
  /** True while saving the fields. */
  saving = false;
  /** Upload progress 0–100, or null when no upload runs. */
  uploadProgress: number | null = null;
  /** The last failure. */
  error = '';
  /** Confirmation text after a save. */
  message = '';

  constructor(
    private readonly profile: UserProfile,
    private readonly api: ProfileEditApi,
    /** Called with the saved profile so the page shows it. */
    private readonly onSaved: (profile: UserProfile) => void,
  ) {
    this.values = {
      displayName: profile.displayName,
      bio: profile.bio,
      location: profile.location,
      profession: profile.profession,
    };
    makeAutoObservable<ProfileEditStore, 'profile' | 'api' | 'onSaved'>(
      this,
      { profile: false, api: false, onSaved: false },
      { autoBind: true },
    );
  }

  setValue(field: Field, value: string): void {
    this.values[field] = value;
    this.message = '';
  }

  /** Saves the fields; the display name may not be empty. */
  async save(): Promise<boolean> {
    const displayName = this.values.displayName.trim();
    if (!displayName) {
      this.error = 'Display name is required';
      return false;
    }
    return attempt(this, { flag: 'saving', failed: 'Failed to save the profile' }, async () => {
      const saved = await this.api.updateProfile(this.profile.userId, { ...this.values, displayName });
      runInAction(() => {
        this.message = 'Profile saved';
      });
      this.onSaved(saved);
    });
  }

  /** Uploads a new picture and stores it on the profile. */
  async uploadPicture(file: File): Promise<void> {
    if (this.uploadProgress !== null) return;
    this.uploadProgress = 0;
    this.message = '';
    await attempt(this, { failed: 'Failed to upload profile picture' }, async () => {
      const fileUrl = await this.api.uploadAvatar(file, (percent) =>
        runInAction(() => (this.uploadProgress = Math.round(percent))),
      );
      const saved = await this.api.updateProfile(this.profile.userId, { profilePicture: fileUrl });
      runInAction(() => {
        this.message = 'Profile picture updated';
      });
      this.onSaved(saved);
    });
    runInAction(() => {
      this.uploadProgress = null;
    });
  }
}
