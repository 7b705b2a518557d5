import type { Migration } from '.';

/**
 * Who muted a person, read by their index: a new comment goes live to everyone watching its post but
 * those who muted its author (`hiddenFromWhom`), and erasing a person deletes the mutes of them
 * (the foreign key's cascade). Both read `user_mutes` by `muted_id`, which only the primary key's
 * second column held.
 */
export const mutesByMuted: Migration = {
  id: '280-mutes-by-muted',
  sql: `CREATE INDEX user_mutes_by_muted ON user_mutes (muted_id, muter_id);`,
};
