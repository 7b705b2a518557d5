import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readSigningKey, signIdToken } from '../api/tokens';

/** A seeded person of the soak: id, name, ID token and the clique they are in. */
export interface SoakUser {
  userId: string;
  username: string;
  token: string;
  cliqueId: string;
}

/** The soak's people (in cliques of `cliqueSize`) and the cliques' members. */
export interface SoakWorld {
  users: SoakUser[];
  cliques: Map<string, SoakUser[]>;
}

/**
 * Inserts `count` people into the server's database in cliques of `cliqueSize` (each clique owned
 * by its first member) and signs an ID token for each with the server's own key.
 */
export async function seedWorld(
  databaseUrl: string,
  origin: string,
  count: number,
  cliqueSize: number,
): Promise<SoakWorld> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = Array.from({ length: count }, () => randomUUID());
    await db.query(
      `INSERT INTO users (user_id, username, email, display_name)
       SELECT id, 'soak_' || n, 'soak_' || n || '@example.test', 'Soak ' || n FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [ids],
    );
    const cliqueIds = Array.from({ length: Math.ceil(count / cliqueSize) }, () => randomUUID());
    const owners = cliqueIds.map((_, c) => ids[c * cliqueSize] as string);
    const sizes = cliqueIds.map((_, c) => Math.min(cliqueSize, count - c * cliqueSize));
    await db.query(
      `INSERT INTO cliques (clique_id, name, owner_id, member_count)
       SELECT id, 'Soak clique ' || n, owner, size FROM unnest($1::uuid[], $2::uuid[], $3::int[]) WITH ORDINALITY AS t(id, owner, size, n)`,
      [cliqueIds, owners, sizes],
    );
    const memberClique = ids.map((_, i) => cliqueIds[Math.floor(i / cliqueSize)] as string);
    await db.query(
      `INSERT INTO clique_members (clique_id, user_id, joined_at)
       SELECT c, u, now() - interval '1 hour' FROM unnest($1::uuid[], $2::uuid[]) AS t(c, u)`,
      [memberClique, ids],
    );
    const signingKey = await readSigningKey({
      query: async <T>(sql: string) => ({ rows: (await db.query(sql)).rows as T[] }),
    });
    const users: SoakUser[] = [];
    for (const [i, userId] of ids.entries()) {
      const username = `soak_${i + 1}`;
      users.push({
        userId,
        username,
        token: await signIdToken(signingKey, origin, userId, username),
        cliqueId: memberClique[i] as string,
      });
    }
    const cliques = new Map<string, SoakUser[]>();
    for (const user of users) {
      const members = cliques.get(user.cliqueId) ?? [];
      members.push(user);
      cliques.set(user.cliqueId, members);
    }
    return { users, cliques };
  } finally {
    await db.end();
  }
}
