import type { Context } from '@fedify/fedify';
import { isActor } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { persistActor } from './remote-actors';
import { serverPolicy } from './remote-actors.repository';

/** Longest a lookup on another server may take before the search answers without it. */
export const lookupTimeoutMs = 5000;

const handlePattern = /^@?([\w.-]{1,64})@((?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}(?::\d{1,5})?)$/i;

/**
 * What a people search may look up on another server: `@name@host` or `name@host` (WebFinger,
 * which is https only), or an actor's `http(s)` URL; with the host it names and, for a handle, the
 * username its account has here (`name@host`). Anything else is a search of this server only.
 */
export function remoteAccountQuery(text: string): { query: string; host: string; username?: string } | undefined {
  const trimmed = text.trim();
  const handle = handlePattern.exec(trimmed);
  if (handle?.[1] && handle[2]) {
    const host = handle[2].toLowerCase();
    return { query: `@${handle[1]}@${host}`, host, username: `${handle[1]}@${host}` };
  }
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.username || url.password ? undefined : { query: url.href, host: url.host };
  } catch {
    return undefined;
  }
}

/** Resolves within `ms` or gives undefined. */
function within<T>(ms: number, work: Promise<T | undefined>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Looks an account up on its server and stores it as a local row (remote-actors.ts): its user id
 * and username here (`name@host`),
 * or undefined when the account is of this server, the server is blocked (asked before and after the lookup, as an actor's host
 * may differ from the handle's), the account does not exist, the server does not answer in
 * `lookupTimeoutMs`, or answers anything but an actor. Never throws.
 */
export async function lookUpRemoteAccount(
  ctx: Context<AppContext>,
  text: string,
): Promise<{ userId: string; username: string } | undefined> {
  const wanted = remoteAccountQuery(text);
  const { db } = ctx.data;
  const elsewhere = async (host: string) => host !== ctx.host && (await serverPolicy(db, host)) !== 'block';
  if (!wanted || !(await elsewhere(wanted.host))) return undefined;
  const signal = AbortSignal.timeout(lookupTimeoutMs);
  const found = await within(
    lookupTimeoutMs,
    ctx.lookupObject(wanted.query, { signal }).catch(() => undefined),
  );
  if (!isActor(found) || !found.id || !(await elsewhere(found.id.host))) return undefined;
  const userId = await persistActor(db, found).catch(() => undefined);
  return userId ? { userId, username: `${found.preferredUsername?.toString()}@${found.id.host}` } : undefined;
}
