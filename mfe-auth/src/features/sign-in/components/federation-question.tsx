import { useT } from '../../../i18n';
import { useState } from 'react';
import { updateSettings } from '@cliques/api-client';
import type { UserProfile, UserSettings } from '@cliques/contracts';
import { requestRuntimeConfig } from '@cliques/runtime-config';
import { Button, Dialog } from '@cliques/ui';

const federationOf = (settings: UserSettings | undefined): Record<string, unknown> => {
  const value = settings?.federation;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/**
 * Whether to ask a person who just signed in if other servers may reach them: the server federates
 * (/config.json `federation`) and they have not answered yet (`federation.asked` in their settings).
 * A configuration that cannot be read asks nothing.
 */
export async function shouldAskAboutFederation(profile: UserProfile): Promise<boolean> {
  if (federationOf(profile.settings).asked === true) return false;
  return requestRuntimeConfig().then(
    (config) => config.federation === true,
    () => false,
  );
}

/** The settings with the answer kept: reachable on for Yes, as it was for Not now; asked either way. */
export function answeredSettings(settings: UserSettings, yes: boolean): UserSettings {
  const federation = federationOf(settings);
  return {
    ...settings,
    federation: { ...federation, discoverable: yes || federation.discoverable === true, asked: true },
  };
}

/**
 * The question asked once, at the first sign-in after the server starts to federate: may people on
 * other servers find and follow you? Yes turns `federation.discoverable` on; Not now (or Escape)
 * leaves it off. Either is remembered, and Settings changes it later. A failed save lets the person
 * go on (they are asked again at their next sign-in).
 */
export function FederationQuestion({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const answer = async (yes: boolean) => {
    setSaving(true);
    await updateSettings(profile.userId, answeredSettings(profile.settings ?? {}, yes)).catch(() => undefined);
    onDone();
  };
  return (
    <Dialog title={t('Be reachable from other servers?')} onClose={() => void answer(false)}>
      <p>
        {t(
          'This server now talks to other servers, such as Mastodon. Let people there find you as {handle}, follow you and see your public posts? You can change this at any time in Settings.',
          { handle: `@${profile.username}@${window.location.host}` },
        )}
      </p>
      <div className="auth-actions">
        <Button variant="primary" data-autofocus disabled={saving} onClick={() => void answer(true)}>
          {t('Yes')}
        </Button>
        <Button disabled={saving} onClick={() => void answer(false)}>
          {t('Not now')}
        </Button>
      </div>
    </Dialog>
  );
}
