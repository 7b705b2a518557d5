import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  cliqueJoinPolicies,
  cliqueLimits,
  cliquePostingPolicies,
  cliqueVisibilities,
  type CliqueJoinPolicy,
  type CliquePostingPolicy,
  type CliqueVisibility,
} from '@cliques/contracts';
import { uploadMedia } from '@cliques/media';
import { errorMessage } from '@cliques/api-client';
import { Button } from '@cliques/ui';
import type { SocialMessage } from '../../../../i18n';
import { FormField } from '../../../../components/form-field';
import { joinPolicyLabels, postingPolicyLabels, visibilityHints, visibilityLabels } from '../../lib/texts';
import type { CliqueDetailStore } from '../../stores/clique-detail-store';
import { SettingsFormStore } from '../../stores/settings-form-store';
import { useFederationHost } from '../../../../lib/federation-host';
import { QuestionsEditor, RulesEditor, TopicsEditor } from './list-editors';

/** A group of radio buttons, one per value, named by its legend. */
function Choice<V extends string>({
  legend,
  values,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  values: readonly V[];
  value: V;
  labelOf: (value: V) => ReactNode;
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset className="social-stack">
      <legend>{legend}</legend>
      {values.map((option) => (
        <label key={option} className="social-switch">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The cover picture: upload a new one (its media key goes with the settings) or remove it. */
const CoverField = observer(function CoverField({ form, hasCover }: { form: SettingsFormStore; hasCover: boolean }) {
  const [state, setState] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [problem, setProblem] = useState('');
  const id = useId();
  const t = useT();
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setState('uploading');
    setProblem('');
    try {
      // The stored file's URL: the server keeps it as the cover, and it is signed for display like post media.
      form.setCover((await uploadMedia(file)).fileUrl);
      setState('done');
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to upload the cover'));
      setState('idle');
    }
  };
  return (
    <div className="ui-field">
      <label htmlFor={id}>{t('Cover picture')}</label>
      <input id={id} type="file" accept="image/*" onChange={(event) => void handleFile(event)} />
      {state === 'uploading' && <p role="status">{t('Uploading…')}</p>}
      {state === 'done' && <p role="status">{t('New cover ready: save to use it.')}</p>}
      {problem && <p className="ui-error">{t.text(problem)}</p>}
      {hasCover && form.coverImage !== null && (
        <div>
          <Button onClick={() => form.setCover(null)}>{t('Remove the cover')}</Button>
        </div>
      )}
    </div>
  );
});

/** Every setting of PUT /cliques/{id} (admins), bounded by cliqueLimits. */
export const SettingsForm = observer(function SettingsForm({ store }: { store: CliqueDetailStore }) {
  const clique = store.clique;
  const [form] = useState(() => (clique ? new SettingsFormStore(clique) : null));
  const [saved, setSaved] = useState(false);
  const host = useFederationHost();
  const t = useT();
  if (!clique || !form) return null;
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const body = form.body();
    if (body) setSaved(await store.edit(body));
  };
  return (
    <form
      className="ui-card social-stack"
      aria-label={t('Clique settings')}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField
        label={t('Clique name')}
        value={form.name}
        onChange={(v) => form.set('name', v)}
        maxLength={cliqueLimits.name}
        required
      />
      {host && form.visibility === 'public' && (
        <div className="social-stack">
          <FormField
            label={t('Handle on other servers')}
            value={form.handle}
            onChange={(v) => form.set('handle', v)}
            maxLength={30}
          />
          <p className="ui-muted">
            {t('A handle is 1 to 30 lowercase letters, digits or underscores')} · @{form.handle || '…'}@{host}
          </p>
        </div>
      )}
      <FormField
        label={t('Description')}
        multiline
        value={form.description}
        onChange={(v) => form.set('description', v)}
        maxLength={cliqueLimits.description}
      />
      <CoverField form={form} hasCover={Boolean(clique.coverImage)} />
      <Choice<CliqueVisibility>
        legend={t('Who can find it')}
        values={cliqueVisibilities}
        value={form.visibility}
        onChange={(v) => form.set('visibility', v)}
        labelOf={(v) => `${t(visibilityLabels[v])}: ${t(visibilityHints[v])}`}
      />
      <Choice<CliqueJoinPolicy>
        legend={t('How people join')}
        values={cliqueJoinPolicies}
        value={form.joinPolicy}
        onChange={(v) => form.set('joinPolicy', v)}
        labelOf={(v) => t(joinPolicyLabels[v])}
      />
      <Choice<CliquePostingPolicy>
        legend={t('Who posts')}
        values={cliquePostingPolicies}
        value={form.postingPolicy}
        onChange={(v) => form.set('postingPolicy', v)}
        labelOf={(v) => t(postingPolicyLabels[v])}
      />
      <label className="social-switch">
        <input
          type="checkbox"
          checked={form.membersCanInvite}
          onChange={(event) => form.set('membersCanInvite', event.target.checked)}
        />
        {t('Members may invite people')}
      </label>
      <RulesEditor form={form} />
      <QuestionsEditor form={form} />
      <TopicsEditor form={form} />
      {form.problem && (
        <p className="ui-error" role="alert">
          {t(form.problem as SocialMessage)}
        </p>
      )}
      {saved && <p role="status">{t('Settings saved')}</p>}
      <div>
        <Button type="submit" variant="primary" disabled={store.busy}>
          {t('Save settings')}
        </Button>
      </div>
    </form>
  );
});
