import { observer } from 'mobx-react-lite';
import { useId, useMemo, type HTMLInputTypeAttribute } from 'react';
import { useT, type FeedMessage } from '../../../i18n';
import { eventBounds, timeZones, type EventDraft, type EventField } from '../../../stores/event-draft';

export { EventDraft } from '../../../stores/event-draft';

/** One field of the event: its label, its input, and what is wrong with it (tied by aria-describedby). */
const Field = observer(function Field({
  draft,
  field,
  label,
  type = 'text',
  maxLength,
}: {
  draft: EventDraft;
  field: Exclude<EventField, 'timeZone'>;
  label: FeedMessage;
  type?: HTMLInputTypeAttribute;
  maxLength?: number;
}) {
  const t = useT();
  const id = useId();
  const error = draft.errors[field];
  return (
    <div className="ui-field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type={type}
        value={draft[field]}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => draft.set(field, e.target.value)}
        {...(type === 'number' ? { min: eventBounds.minCapacity, max: eventBounds.maxCapacity } : {})}
      />
      {error && (
        <span id={`${id}-error`} className="ui-error">
          {t.text(error)}
        </span>
      )}
    </div>
  );
});

/** The composer's event: title, start and end (wall-clock times of its zone), zone, place, link, capacity. */
export default observer(function EventFields({ draft }: { draft: EventDraft }) {
  const t = useT();
  const id = useId();
  const zones = useMemo(() => timeZones(), []);
  const zoneError = draft.errors.timeZone;
  return (
    <fieldset className="feed-poll-fields">
      <legend>{t('Event')}</legend>
      {draft.serverError && (
        <p role="alert" className="ui-error">
          {draft.serverError}
        </p>
      )}
      <Field draft={draft} field="title" label="Title" maxLength={eventBounds.title} />
      <div className="feed-row">
        <Field draft={draft} field="startsAt" label="Starts" type="datetime-local" />
        <Field draft={draft} field="endsAt" label="Ends" type="datetime-local" />
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-zone`}>{t('Time zone')}</label>
        <select
          id={`${id}-zone`}
          value={draft.timeZone}
          aria-invalid={zoneError ? true : undefined}
          onChange={(e) => draft.set('timeZone', e.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        {zoneError && <span className="ui-error">{t.text(zoneError)}</span>}
      </div>
      <Field draft={draft} field="location" label="Location" maxLength={eventBounds.location} />
      <Field draft={draft} field="onlineUrl" label="Online link" type="url" maxLength={eventBounds.onlineUrl} />
      <Field draft={draft} field="capacity" label="Capacity (optional)" type="number" />
    </fieldset>
  );
});
