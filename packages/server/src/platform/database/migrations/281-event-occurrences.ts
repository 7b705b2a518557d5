import type { Migration } from '.';

/**
 * Every occurrence of an event, for its reminders: a weekly or monthly event (its RRULE as stored:
 * `FREQ`, `INTERVAL`, always `COUNT`) is reminded before each occurrence, not only the first. The
 * occurrences step by the event's own clock (`AT TIME ZONE` its zone), so a weekly 19:00 in Madrid
 * stays at 19:00 across a change of clocks, as calendars repeat it. The trigger keeps them with
 * every write of an event's start, zone or recurrence, whatever code makes it.
 */
export const eventOccurrences: Migration = {
  id: '281-event-occurrences',
  sql: `
CREATE TABLE event_occurrences (
  event_id uuid NOT NULL REFERENCES events (event_id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, starts_at)
);
CREATE INDEX event_occurrences_by_start ON event_occurrences (starts_at);

CREATE FUNCTION event_occurrence_starts(starts_at timestamptz, time_zone text, recurrence text)
RETURNS SETOF timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT ((starts_at AT TIME ZONE time_zone)
      + k * coalesce(substring(recurrence FROM 'INTERVAL=([0-9]+)')::int, 1)
        * CASE WHEN recurrence LIKE '%FREQ=MONTHLY%' THEN interval '1 month' ELSE interval '1 week' END)
    AT TIME ZONE time_zone
  FROM generate_series(0, CASE WHEN recurrence IS NULL THEN 0
    ELSE coalesce(substring(recurrence FROM 'COUNT=([0-9]+)')::int, 1) - 1 END) k
$$;

CREATE FUNCTION event_occurrences_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_occurrences WHERE event_id = NEW.event_id;
  INSERT INTO event_occurrences (event_id, starts_at)
    SELECT NEW.event_id, s FROM event_occurrence_starts(NEW.starts_at, NEW.time_zone, NEW.recurrence) s
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER events_occurrences AFTER INSERT OR UPDATE OF starts_at, time_zone, recurrence ON events
  FOR EACH ROW EXECUTE FUNCTION event_occurrences_kept();

INSERT INTO event_occurrences (event_id, starts_at)
  SELECT e.event_id, s FROM events e, event_occurrence_starts(e.starts_at, e.time_zone, e.recurrence) s
  ON CONFLICT DO NOTHING;
`,
};
