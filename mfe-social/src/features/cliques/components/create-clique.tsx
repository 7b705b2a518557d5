import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { cliqueLimits, type Clique } from '@cliques/contracts';
import { Button } from '@cliques/ui';
import { FormField } from '../../../components/form-field';
import type { CliquesStore } from '../stores/cliques-store';

/** The form that creates a clique (secret, by invitation, until its settings say otherwise). */
export const CreateClique = observer(function CreateClique({
  store,
  onCreated,
  onCancel,
}: {
  store: CliquesStore;
  onCreated: (clique: Clique) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clique = await store.create();
    if (clique) onCreated(clique);
  };
  return (
    <form className="ui-card" onSubmit={(event) => void handleSubmit(event)} aria-label={t('New clique')}>
      <h2>{t('New clique')}</h2>
      <FormField label={t('Name')} value={store.name} onChange={store.setName} maxLength={cliqueLimits.name} required />
      <FormField
        label={t('Description')}
        multiline
        value={store.description}
        onChange={store.setDescription}
        maxLength={cliqueLimits.description}
      />
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={store.creating}>
        {store.creating ? t('Creating...') : t('Create Clique')}
      </Button>
      <Button onClick={onCancel}>{t('Cancel')}</Button>
    </form>
  );
});
