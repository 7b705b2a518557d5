import type { Migration } from '.';

/**
 * Sign-ins of erased accounts. Erasure deletes a person's sessions with everything else of theirs,
 * but ID tokens issued before it stay signed for up to an hour; this list (random ids, nothing
 * personal) keeps them refused until they could no longer be used anyway.
 */
export const endedSignIns: Migration = {
  id: '090-ended-sign-ins',
  sql: `
CREATE TABLE identity_ended_sign_ins (
  origin_jti text PRIMARY KEY,
  until timestamptz NOT NULL
);
CREATE INDEX identity_ended_sign_ins_until ON identity_ended_sign_ins (until);
`,
};
