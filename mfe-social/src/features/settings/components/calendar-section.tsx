import { useT } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { createCalendarToken, revokeCalendarToken } from '@cliques/api-client/events';
import { Button, ConfirmDialog, FormError, FormSuccess } from '@cliques/ui';
import { CalendarStore, type CalendarApi } from '../stores/calendar-store';

const calendarApi: CalendarApi = { createCalendarToken, revokeCalendarToken };

/** Settings → Calendar subscription: a secret address calendar apps read your events from. */
export const CalendarSection = observer(function CalendarSection({ api = calendarApi }: { api?: CalendarApi }) {
  const [store] = useState(() => new CalendarStore(api));
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const fieldId = useId();
  const t = useT();
  return (
    <section className="ui-card social-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Calendar subscription')}</h2>
      <p className="ui-muted">{t('Add your events to a calendar app: everything you are going or maybe going to.')}</p>
      {store.url && (
        <div className="ui-field">
          <label htmlFor={fieldId}>{t('Your calendar link')}</label>
          <div className="social-row">
            <input id={fieldId} type="text" readOnly value={store.url} onFocus={(event) => event.target.select()} />
            <Button onClick={() => void store.copy()}>{t('Copy')}</Button>
          </div>
          <p className="ui-muted">
            {t('It is shown only now: keep it private. Anyone with it can read your calendar.')}
          </p>
        </div>
      )}
      <p className="ui-muted">{t('Making a new link replaces the old one, which stops working.')}</p>
      <FormError message={t.text(store.error)} />
      <FormSuccess message={t.text(store.message)} />
      <div className="social-row">
        <Button variant="primary" onClick={() => void store.create()} disabled={store.busy}>
          {store.url ? t('Replace calendar link') : t('Create calendar link')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('Turn off calendar link')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('Turn off calendar link')}
          message={t('Calendar apps using your link will stop getting your events.')}
          confirmLabel={t('Turn off')}
          onConfirm={store.revoke}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
});
