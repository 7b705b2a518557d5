import type { Federation } from '@fedify/fedify';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import { findLocalGroup, findLocalPerson } from './actors.repository';
import { recipientOf } from './recipients';
import { remoteFollowersOf, remoteFollowingOf } from './remote-actors.repository';

/** Whether an id is a local actor (a discoverable person or a public clique with a handle). */
async function isLocalActor(context: AppContext, identifier: string): Promise<boolean> {
  if (!isId(identifier)) return false;
  return Boolean((await findLocalPerson(context.db, identifier)) ?? (await findLocalGroup(context.db, identifier)));
}

/**
 * Followers (a person's remote followers, a clique's remote members) and following (the remote
 * accounts a person follows), as whole lists: deliveries to 'followers' read them. Local people are
 * not listed: what goes to them never leaves the server. The outbox is empty (posts reach
 * followers as they are written; older ones are read on their pages).
 */
export function registerCollections(federation: Federation<AppContext>): void {
  federation
    .setFollowersDispatcher('/ap/actors/{identifier}/followers', async (ctx, identifier) => {
      if (!(await isLocalActor(ctx.data, identifier))) return null;
      return { items: (await remoteFollowersOf(ctx.data.db, identifier)).map(recipientOf) };
    })
    .setCounter(async (ctx, identifier) =>
      (await isLocalActor(ctx.data, identifier)) ? (await remoteFollowersOf(ctx.data.db, identifier)).length : null,
    );
  federation
    .setFollowingDispatcher('/ap/actors/{identifier}/following', async (ctx, identifier) => {
      if (!(await isLocalActor(ctx.data, identifier))) return null;
      return { items: (await remoteFollowingOf(ctx.data.db, identifier)).map((row) => new URL(row.actorUri)) };
    })
    .setCounter(async (ctx, identifier) =>
      (await isLocalActor(ctx.data, identifier)) ? (await remoteFollowingOf(ctx.data.db, identifier)).length : null,
    );
  federation
    .setOutboxDispatcher('/ap/actors/{identifier}/outbox', async (ctx, identifier) =>
      (await isLocalActor(ctx.data, identifier)) ? { items: [] } : null,
    )
    .setCounter(async (ctx, identifier) => ((await isLocalActor(ctx.data, identifier)) ? 0 : null));
}
