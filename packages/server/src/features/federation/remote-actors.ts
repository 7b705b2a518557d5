import { randomUUID } from 'node:crypto';
import { isActor, type Actor } from '@fedify/fedify/vocab';
import type { Context } from '@fedify/fedify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../platform/database/database';
import { htmlToPlainText } from './sanitize';
import { upsertRemoteActor } from './remote-actors.repository';

/** Longest name and bio kept of a remote account (ours are 80 and 500). */
const limits = { name: 80, bio: 500 };

/**
 * Stores (or refreshes) a remote account as a local row and returns its user id; undefined for
 * an actor without an id, inbox or name. Its name and bio are kept as plain text.
 */
export async function persistActor(db: Queryable, actor: Actor): Promise<string | undefined> {
  if (!actor.id || !actor.inboxId) return undefined;
  const host = actor.id.host;
  const name = actor.preferredUsername?.toString();
  if (!name || !/^[\w.-]{1,64}$/.test(name)) return undefined;
  const displayName =
    htmlToPlainText(actor.name?.toString() ?? '')
      .slice(0, limits.name)
      .trim() || name;
  return upsertRemoteActor(
    db,
    {
      actorUri: actor.id.href,
      host,
      kind: actor.constructor.name,
      inbox: actor.inboxId.href,
      sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
      url: actor.url instanceof URL ? actor.url.href : null,
      username: `${name}@${host}`,
      displayName,
      bio: htmlToPlainText(actor.summary?.toString() ?? '').slice(0, limits.bio),
      avatar: null,
    },
    randomUUID(),
  );
}

/** Looks up `name@host` (or `@name@host`, or an actor URL) on its server and stores it; undefined if none. */
export async function resolveRemoteAccount(ctx: Context<AppContext>, handle: string): Promise<string | undefined> {
  const object = await ctx.lookupObject(handle.trim());
  if (!isActor(object)) return undefined;
  return persistActor(ctx.data.db, object);
}
