const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be an id of this server (a UUID): a malformed id names nothing, never a database error. */
export function isId(value: string): boolean {
  return uuidPattern.test(value);
}
