import { Temporal } from '@js-temporal/polyfill';
import type { Federation, RequestContext } from '@fedify/fedify';
import { Endpoints, Group, Person } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import { findLocalGroup, findLocalPerson, identifierOfHandle } from './actors.repository';
import { moderatorsUri } from './groups';
import { actorKeyPairs } from './keys';
import { plainTextToHtml } from './html';

/** Where every local actor lives: `/ap/actors/<user or clique id>`. */
export const actorPath = '/ap/actors/{identifier}';

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());

/** The parts every local actor shares: its inbox, outbox, collections and keys. */
async function actorParts(ctx: RequestContext<AppContext>, identifier: string) {
  const keys = await ctx.getActorKeyPairs(identifier);
  return {
    id: ctx.getActorUri(identifier),
    inbox: ctx.getInboxUri(identifier),
    outbox: ctx.getOutboxUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    followers: ctx.getFollowersUri(identifier),
    following: ctx.getFollowingUri(identifier),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((pair) => pair.multikey),
  };
}

/**
 * Person (a person who turned on `federation.discoverable`) and Group (a public clique with a
 * handle) documents, their keys, and WebFinger's name → actor mapping. Anyone else is unknown.
 */
export function registerActors(federation: Federation<AppContext>): void {
  federation
    .setActorDispatcher(actorPath, async (ctx, identifier) => {
      if (!isId(identifier)) return null;
      const { db, config } = ctx.data;
      const person = await findLocalPerson(db, identifier);
      if (person)
        return new Person({
          ...(await actorParts(ctx, identifier)),
          preferredUsername: person.username,
          name: person.displayName,
          summary: plainTextToHtml(person.bio),
          url: new URL(`/profile/${person.userId}`, config.publicOrigin),
          published: instant(person.createdAt),
          manuallyApprovesFollowers: false,
          discoverable: true,
        });
      const group = await findLocalGroup(db, identifier);
      if (group)
        return new Group({
          ...(await actorParts(ctx, identifier)),
          preferredUsername: group.handle,
          name: group.name,
          summary: plainTextToHtml(group.description),
          url: new URL(`/cliques/${group.cliqueId}`, config.publicOrigin),
          published: instant(group.createdAt),
          attribution: moderatorsUri(ctx, identifier),
          manuallyApprovesFollowers: group.joinPolicy !== 'open',
          discoverable: true,
        });
      return null;
    })
    .setKeyPairsDispatcher(async (ctx, identifier) => (isId(identifier) ? actorKeyPairs(ctx.data.db, identifier) : []))
    .mapHandle(async (ctx, username) => identifierOfHandle(ctx.data.db, username));
}
