import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { UserProfile } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import { ProfileEditStore, profileLimits, type ProfileEditApi } from '../stores/profile-edit-store';

export interface ProfileEditFormProps {
  profile: UserProfile;
  api: ProfileEditApi;
  onSaved: (profile: UserProfile) => void;
}

/** Edit display name, bio, location and profession; upload a picture with progress. */
export const ProfileEditForm = observer(function ProfileEditForm({ profile, api, onSaved }: ProfileEditFormProps) {
  const [store] = useState(() => new ProfileEditStore(profile, api, onSaved));
  const t = useT();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.save();
  };
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void store.uploadPicture(file);
  };
  return (
    <section className="ui-card social-section" aria-label={t('Edit profile')}>
      <h2>{t('Edit profile')}</h2>
      <div className="ui-field">
        <label htmlFor="profile-picture">{t('Profile picture')}</label>
        <input
          id="profile-picture"
          type="file"
          accept="image/*"
          onChange={handleFile}
          disabled={store.uploadProgress !== null}
        />
        {store.uploadProgress !== null && (
          <progress
            className="social-progress"
            max={100}
            value={store.uploadProgress}
            aria-label={t('Upload progress')}
          >
            {store.uploadProgress}%
          </progress>
        )}
      </div>
      <form onSubmit={handleSubmit}>
        <FormField
          label={t('Display name')}
          value={store.values.displayName}
          onChange={(v) => store.setValue('displayName', v)}
          maxLength={profileLimits.displayName}
          required
        />
        <FormField
          label={t('Bio')}
          multiline
          value={store.values.bio}
          onChange={(v) => store.setValue('bio', v)}
          maxLength={profileLimits.bio}
        />
        <FormField
          label={t('Location')}
          value={store.values.location}
          onChange={(v) => store.setValue('location', v)}
          maxLength={profileLimits.location}
        />
        <FormField
          label={t('Profession')}
          value={store.values.profession}
          onChange={(v) => store.setValue('profession', v)}
          maxLength={profileLimits.profession}
        />
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
        <Button type="submit" variant="primary" disabled={store.saving}>
          {store.saving ? t('Saving...') : t('Save Profile')}
        </Button>
      </form>
    </section>
  );
});
