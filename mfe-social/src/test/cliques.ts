import type { Clique } from '@cliques/contracts';
import { makeUser } from '@cliques/test-kit';

/** A clique as GET /cliques/{id} answers it; by default secret, by invitation, and you its owner. */
export function makeClique(overrides: Partial<Clique> = {}): Clique {
  const ann = makeUser('u-ann', 'ann');
  return {
    cliqueId: 'c1',
    name: 'Climbers',
    handle: null,
    description: 'Weekend walls',
    ownerId: 'u-ann',
    visibility: 'secret',
    joinPolicy: 'invite',
    postingPolicy: 'members',
    membersCanInvite: false,
    rules: [],
    questions: [],
    topics: [],
    coverImage: null,
    members: [ann],
    admins: [ann],
    memberCount: 1,
    postsLastWeek: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
    viewer: { role: 'owner', status: 'member', mutedUntil: null },
    ...overrides,
  };
}

/** The viewer of a clique who is not in it (status `none` unless said). */
export const outsider = (status: Clique['viewer']['status'] = 'none'): Clique['viewer'] => ({
  role: null,
  status,
  mutedUntil: null,
});
