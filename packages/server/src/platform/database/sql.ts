// SQL fragments that carry no product rule.

/** SQL: a timestamptz column as an ISO string with microseconds (cursors must not lose them). */
export const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
