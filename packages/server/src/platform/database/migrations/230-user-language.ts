import type { Migration } from '.';

/**
 * The language a person's client last asked for (`Accept-Language` of a signed-in API call: `en`,
 * `es` or `ar`); NULL until one has. What the server says to them outside a request — a push
 * notification, an error frame on their chat socket — is in it.
 */
export const userLanguage: Migration = {
  id: '230-user-language',
  sql: `ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es', 'ar'));`,
};
