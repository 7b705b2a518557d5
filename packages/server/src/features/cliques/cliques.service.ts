import { randomUUID } from 'node:crypto';
import {
  cliqueLimits,
  type Clique,
  type CliqueDirectoryQuery,
  type CreateCliqueBody,
  type UpdateCliqueBody,
} from '@cliques/contracts';
import type { Database, Queryable } from '../../platform/database/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { decodePageToken, encodePageToken } from '../../platform/input/page-token';
import { keyFromFileUrl } from '../media';
import { deleteForClique } from '../notifications';
import { allows, loadStandings, requireCliqueAction, viewerOf, type CliqueStanding } from './clique-access';
import { audit } from './clique-audit.repository';
import { assignHandle, changeHandle } from './clique-handles';
import { pageDirectory, type DirectoryCursor } from './clique-lists.repository';
import { dropRequests } from './clique-membership.repository';
import { requestsChanged } from './clique-request-counts';
import { deleteClique, insertClique, listFaces, listUserCliques, updateClique } from './cliques.repository';

/** The cliques as each standing's person may see them: faces only for those who may see the members. */
export async function present(db: Queryable, standings: CliqueStanding[]): Promise<Clique[]> {
  const people = await listFaces(
    db,
    standings.map((s) => s.clique.clique_id),
    cliqueLimits.memberFaces,
  );
  return standings.map((standing) => {
    const { faces = [], admins = [] } = people.get(standing.clique.clique_id) ?? {};
    return toCliqueShape(standing, allows(standing, 'readMembers') ? faces : [], admins);
  });
}

function toCliqueShape(standing: CliqueStanding, faces: Clique['members'], admins: Clique['admins']): Clique {
  const row = standing.clique;
  return {
    cliqueId: row.clique_id,
    name: row.name,
    handle: row.handle,
    description: row.description,
    ownerId: row.owner_id,
    visibility: row.visibility,
    joinPolicy: row.join_policy,
    postingPolicy: row.posting_policy,
    membersCanInvite: row.members_can_invite,
    rules: row.rules,
    questions: row.questions,
    topics: row.topics,
    coverImage: row.cover_image,
    members: faces,
    admins,
    memberCount: row.member_count,
    postsLastWeek: row.recent_posts,
    createdAt: row.created_at,
    viewer: viewerOf(standing),
  };
}

/** The cliques' cards as the viewer may see them (the directory's card), in the order of `cliqueIds`. */
export async function cliqueCards(db: Queryable, cliqueIds: string[], viewerId: string): Promise<Clique[]> {
  return present(db, await loadStandings(db, cliqueIds, viewerId));
}

/** One clique as `userId` may see it now. */
export async function cliqueFor(db: Queryable, cliqueId: string, userId: string): Promise<Clique> {
  const [standing] = await loadStandings(db, [cliqueId], userId);
  if (!standing) throw notFound('Clique not found');
  return (await present(db, [standing]))[0] as Clique;
}

/**
 * The settings to store: 400 naming the field when visibility and join policy do not fit (open
 * needs public, request public or private), or the cover (a key or a file URL) is not one of the
 * caller's own media files; the cover is kept as its media key.
 */
function checkSettings<B extends UpdateCliqueBody>(
  userId: string,
  settings: B,
  current?: { visibility: string; joinPolicy: string },
): B {
  const visibility = settings.visibility ?? current?.visibility ?? 'secret';
  const joinPolicy = settings.joinPolicy ?? current?.joinPolicy ?? 'invite';
  const field = settings.joinPolicy === undefined ? 'visibility' : 'joinPolicy';
  if (joinPolicy === 'open' && visibility !== 'public')
    throw badRequest('An open clique must be public', [{ path: `/${field}`, message: 'open needs public' }]);
  if (joinPolicy === 'request' && visibility === 'secret')
    throw badRequest('A secret clique takes members by invitation only', [
      { path: `/${field}`, message: 'request needs public or private' },
    ]);
  if (!settings.coverImage) return settings;
  const key = keyFromFileUrl(settings.coverImage);
  if (!key || key.includes('..') || !key.startsWith(`users/${userId}/`))
    throw badRequest('coverImage must be one of your own media files', [
      { path: '/coverImage', message: 'not your media file' },
    ]);
  return { ...settings, coverImage: key };
}

/** Creates a clique owned by the caller, its first member (defaults: secret, invite, members); a public one gets its handle. */
export async function createClique(db: Database, ownerId: string, body: CreateCliqueBody): Promise<Clique> {
  const settings = checkSettings(ownerId, body);
  const cliqueId = randomUUID();
  return db.transaction(async (tx) => {
    await insertClique(tx, { cliqueId, ownerId, settings });
    if (settings.visibility === 'public') await assignHandle(tx, { cliqueId, name: settings.name, handle: null });
    return cliqueFor(tx, cliqueId, ownerId);
  });
}

/** The caller's own cliques (another user's list is private: 404). */
export async function getUserCliques(db: Database, callerId: string, userId: string): Promise<Clique[]> {
  if (callerId !== userId) throw notFound('User not found');
  const rows = await listUserCliques(db, userId);
  return present(
    db,
    await loadStandings(
      db,
      rows.map((r) => r.clique_id),
      userId,
    ),
  );
}

/** One clique, as far as its visibility and the caller's standing allow (404 if they may not know it). */
export async function getClique(db: Database, callerId: string, cliqueId: string): Promise<Clique> {
  const standing = await requireCliqueAction(db, cliqueId, callerId, 'view');
  return (await present(db, [standing]))[0] as Clique;
}

/**
 * Admins change settings and the handle (taken: 409); a clique made secret drops its join requests
 * (nobody outside may know it); a public clique without a handle gets the one its name makes.
 */
export async function editClique(
  db: Database,
  callerId: string,
  cliqueId: string,
  body: UpdateCliqueBody,
): Promise<Clique> {
  return db.transaction(async (tx) => {
    const { clique } = await requireCliqueAction(tx, cliqueId, callerId, 'manage', true);
    const { handle, ...settings } = body;
    await updateClique(
      tx,
      cliqueId,
      checkSettings(callerId, settings, { visibility: clique.visibility, joinPolicy: clique.join_policy }),
    );
    if (handle !== undefined) await changeHandle(tx, cliqueId, handle);
    else if ((body.visibility ?? clique.visibility) === 'public')
      await assignHandle(tx, { cliqueId, name: body.name ?? clique.name, handle: clique.handle });
    if (body.visibility === 'secret') {
      await dropRequests(tx, cliqueId);
      await requestsChanged(tx, cliqueId);
    }
    await audit(tx, {
      cliqueId,
      actorId: callerId,
      action: 'settings_changed',
      details: { fields: Object.keys(body) },
    });
    return cliqueFor(tx, cliqueId, callerId);
  });
}

/** The owner deletes the clique, its memberships and the notifications about it. */
export async function removeClique(db: Database, callerId: string, cliqueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCliqueAction(tx, cliqueId, callerId, 'own', true);
    await deleteForClique(tx, cliqueId);
    await deleteClique(tx, cliqueId);
  });
}

const readDirectoryToken = (value: unknown): DirectoryCursor | null => {
  const { key, id } = (value ?? {}) as Record<string, unknown>;
  return Number.isSafeInteger(key) && typeof id === 'string' && isId(id) ? { key: key as number, id } : null;
};

/** GET /cliques/directory: public and private cliques, keyset paged by the chosen order. */
export async function directory(
  db: Database,
  viewerId: string,
  query: CliqueDirectoryQuery,
): Promise<{ cliques: Clique[]; hasMore: boolean; nextToken: string | null }> {
  const after = query.nextToken ? decodePageToken(query.nextToken, readDirectoryToken) : undefined;
  const rows = await pageDirectory(db, viewerId, query, after);
  const hasMore = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    cliques: await present(
      db,
      await loadStandings(
        db,
        shown.map((r) => r.clique_id),
        viewerId,
      ),
    ),
    hasMore,
    nextToken: hasMore && last ? encodePageToken({ key: Number(last.sort_key), id: last.clique_id }) : null,
  };
}
