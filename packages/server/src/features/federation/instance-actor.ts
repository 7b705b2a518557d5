import type { Context, Federation, SenderKeyPair } from '@fedify/fedify';
import { Application, CryptographicKey, Endpoints } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { actorKeyPairs } from './keys';

/**
 * The server's own actor, an `Application` at `/ap/instance/actor`, which speaks for the server
 * rather than for a person: reports forwarded to other servers (`Flag`) come from it, so the
 * person who reported is not named to the reported account's server (as Mastodon does).
 * Its keys are kept in actor_keys under the nil id, which no person or clique has.
 */
const instanceOwnerId = '00000000-0000-0000-0000-000000000000';
const instancePath = '/ap/instance/{name}';
const instanceName = 'actor';

/** The instance actor's id. */
export function instanceActorUri(ctx: Context<AppContext>): URL {
  return ctx.getObjectUri(Application, { name: instanceName });
}

/** The id of the instance actor's RSA key (what signatures name as keyId). */
const keyIdOf = (ctx: Context<AppContext>) => new URL(`${instanceActorUri(ctx).href}#main-key`);

/** The key the instance actor signs with, for `sendActivity`. */
export async function instanceSigner(ctx: Context<AppContext>): Promise<SenderKeyPair[]> {
  const [rsa] = await actorKeyPairs(ctx.data.db, instanceOwnerId);
  return rsa ? [{ keyId: keyIdOf(ctx), privateKey: rsa.privateKey }] : [];
}

/** Serves the instance actor's document (with its public key), which other servers fetch to check its signatures. */
export function registerInstanceActor(federation: Federation<AppContext>): void {
  federation.setObjectDispatcher(Application, instancePath, async (ctx, { name }) => {
    if (name !== instanceName) return null;
    const [rsa] = await actorKeyPairs(ctx.data.db, instanceOwnerId);
    const id = instanceActorUri(ctx);
    return new Application({
      id,
      preferredUsername: ctx.hostname,
      name: ctx.host,
      inbox: ctx.getInboxUri(),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      url: new URL('/', ctx.origin),
      manuallyApprovesFollowers: true,
      publicKey: rsa && new CryptographicKey({ id: keyIdOf(ctx), owner: id, publicKey: rsa.publicKey }),
    });
  });
}
