import type { Row } from './authz-rows';

/** A poll id no one has: without a valid token every call is 401 before the id is looked at. */
const somePoll = '00000000-0000-4000-8000-0000000000a1';
const covered = 'polls.test.ts: 404 for a poll whose post the caller may not see (audience, clique), 403 blocked';
const vote = { optionIds: ['00000000-0000-4000-8000-0000000000a2'] };

/** docs/API.md "Polls" and "A clique's gallery": the votes' and the gallery's operations. */
export const pollRows: Record<string, Row> = {
  'POST /api/polls/{id}/votes': {
    access: 'user',
    call: () => ({ params: { id: somePoll }, body: vote, expect: [404] }),
    other: covered,
    nonMember: covered,
  },
  'DELETE /api/polls/{id}/votes': {
    access: 'user',
    call: () => ({ params: { id: somePoll }, expect: [404] }),
    other: covered,
    nonMember: covered,
  },
  'GET /api/cliques/{id}/media': {
    access: 'user',
    call: (w) => ({ params: { id: w.myCliqueId } }),
    other: 'see nonMember',
    nonMember: (w) => ({ params: { id: w.myCliqueId }, expect: [404] }),
  },
};
