import { randomUUID } from 'node:crypto';
import type { TestApp, TestUser } from './test-app';

/** Where a person stands in a clique of the permission matrix. */
export const personas = [
  'owner',
  'admin',
  'moderator',
  'member',
  'mutedMember',
  'requested',
  'invited',
  'banned',
  'nonMember',
  'blockedByOwner',
  'suspended',
] as const;
export type Persona = (typeof personas)[number];
export const visibilities = ['public', 'private', 'secret'] as const;
export type Visibility = (typeof visibilities)[number];

/** The people of the matrix (one per persona), a plain member whom moderation acts on, and a stranger to invite. */
export interface CliqueWorld {
  people: Record<Persona, TestUser>;
  victim: TestUser;
  invitee: TestUser;
}

export async function createCliqueWorld(t: TestApp): Promise<CliqueWorld> {
  const people = {} as Record<Persona, TestUser>;
  for (const persona of personas) people[persona] = await t.createUser(`m_${persona.toLowerCase()}`);
  const { owner, blockedByOwner, suspended } = people;
  await t.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
    owner.userId,
    blockedByOwner.userId,
  ]);
  await t.db.query("UPDATE users SET suspended_until = now() + interval '1 day' WHERE user_id = $1", [
    suspended.userId,
  ]);
  return { people, victim: await t.createUser('m_victim'), invitee: await t.createUser('m_invitee') };
}

const joinPolicyOf: Record<Visibility, string> = { public: 'open', private: 'request', secret: 'invite' };

/**
 * A fresh clique of this visibility with every persona in place (rows written directly: the
 * matrix is about the answers, and each cell needs its own clique) and a post by the member.
 */
export async function seedClique(t: TestApp, w: CliqueWorld, visibility: Visibility) {
  const cliqueId = randomUUID();
  const { people } = w;
  const roles: [TestUser, string, boolean][] = [
    [people.owner, 'owner', false],
    [people.admin, 'admin', false],
    [people.moderator, 'moderator', false],
    [people.member, 'member', false],
    [people.mutedMember, 'member', true],
    [people.suspended, 'member', false],
    [w.victim, 'member', false],
  ];
  await t.db.query(
    `INSERT INTO cliques (clique_id, name, owner_id, member_count, visibility, join_policy)
     VALUES ($1, 'Matrix', $2, $3, $4, $5)`,
    [cliqueId, people.owner.userId, roles.length, visibility, joinPolicyOf[visibility]],
  );
  for (const [user, role, muted] of roles)
    await t.db.query(
      `INSERT INTO clique_members (clique_id, user_id, role, muted_until)
       VALUES ($1, $2, $3, CASE WHEN $4 THEN now() + interval '1 hour' END)`,
      [cliqueId, user.userId, role, muted],
    );
  const one = (sql: string, user: TestUser) => t.db.query(sql, [cliqueId, user.userId, people.owner.userId]);
  await one(
    'INSERT INTO clique_join_requests (clique_id, user_id) SELECT $1, $2 WHERE $3::uuid IS NOT NULL',
    people.requested,
  );
  await one('INSERT INTO clique_invitations (clique_id, user_id, invited_by) VALUES ($1, $2, $3)', people.invited);
  await one('INSERT INTO clique_bans (clique_id, user_id, banned_by) VALUES ($1, $2, $3)', people.banned);
  const postId = randomUUID();
  await t.db.query(
    "INSERT INTO posts (post_id, author_id, clique_id, audience, content) VALUES ($1, $2, $3, 'clique', 'in the clique')",
    [postId, w.victim.userId, cliqueId],
  );
  return { cliqueId, postId };
}
