import type { UrlSigner } from '../media';

/**
 * The canary cohort of the person using this browser, for requests that carry no token (a page's
 * index.html): `<bucket>.<expires>.<signature>`, set by /config.json when the caller is signed in
 * (canary.ts's bucket of their user id) and cleared when they are not. Signed, so nobody picks a
 * cohort of their own.
 */
export const cohortCookieName = 'cliques-cohort';
/** How long the cookie lasts without a /config.json renewing it: thirty days. */
const cohortCookieSeconds = 30 * 24 * 3600;

const keyOf = (bucket: number) => `canary-cohort:${bucket}`;

/** The Set-Cookie header giving this browser the bucket (HttpOnly: only the server reads it). */
export function cohortSetCookie(signer: UrlSigner, bucket: number, secure: boolean, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + cohortCookieSeconds;
  const signature = signer.sign({ method: 'GET', key: keyOf(bucket), expires });
  return cookieHeader(`${bucket}.${expires}.${signature}`, cohortCookieSeconds, secure);
}

/** The Set-Cookie header that removes the cookie (a signed-out caller). */
export function cohortClearCookie(secure: boolean): string {
  return cookieHeader('', 0, secure);
}

/** The bucket of a request's cohort cookie, if it has a valid, unexpired one. */
export function readCohort(signer: UrlSigner, cookies: string | undefined, now = Date.now()): number | undefined {
  const match = readCookie(cookies, cohortCookieName)?.match(/^(\d{1,2})\.(\d{1,12})\.([A-Za-z0-9_-]{1,100})$/);
  if (!match) return undefined;
  const [bucket, expires] = [Number(match[1]), Number(match[2])];
  if (expires * 1000 <= now) return undefined;
  return signer.verify({ method: 'GET', key: keyOf(bucket), expires }, match[3] as string) ? bucket : undefined;
}

/** One cookie's value from a Cookie header. */
export function readCookie(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function cookieHeader(value: string, maxAge: number, secure: boolean): string {
  return `${cohortCookieName}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
