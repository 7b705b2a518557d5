import type { AppContext } from '../../context';
import { loadMediaSecret, UrlSigner } from '../media';

/** How long a download link works: long enough to start the download, short enough to not matter in a history. */
export const exportLinkSeconds = 60;

const signers = new WeakMap<AppContext, Promise<UrlSigner>>();

/** Signs with the media URL secret (same HMAC, a key no media route accepts: `account-export:<id>`). */
function signerFor(context: AppContext): Promise<UrlSigner> {
  let signer = signers.get(context);
  if (!signer) {
    signer = loadMediaSecret(context.db, context.config.mediaSecret).then((secret) => new UrlSigner(secret));
    signers.set(context, signer);
  }
  return signer;
}

const keyOf = (userId: string) => `account-export:${userId}`;

/**
 * A link to the person's archive that needs no bearer token, so a browser can hand it to its own
 * download manager (streamed to disk, not held in the page's memory). Valid 60 seconds.
 */
export async function createExportLink(
  context: AppContext,
  userId: string,
  now = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  const expires = Math.floor(now / 1000) + exportLinkSeconds;
  const sig = (await signerFor(context)).sign({ method: 'GET', key: keyOf(userId), expires });
  const query = new URLSearchParams({ user: userId, expires: String(expires), sig });
  return { url: `/api/account/export?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Whether a link's parameters are a valid, unexpired signature for that person. */
export async function verifyExportLink(
  context: AppContext,
  link: { user: string; expires: number; sig: string },
  now = Date.now(),
): Promise<boolean> {
  if (link.expires < Math.floor(now / 1000)) return false;
  return (await signerFor(context)).verify({ method: 'GET', key: keyOf(link.user), expires: link.expires }, link.sig);
}
