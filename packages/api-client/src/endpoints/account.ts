import type { ExportLinkResponse } from '@cliques/contracts';
import { call, http } from '../client';

/**
 * POST /account/export-link: a URL of your data archive (a zip) that works without a bearer token for
 * 60 seconds. Point the browser at it (`location.assign(url)` or a link with `download`), so the
 * browser saves the stream to disk instead of holding it in the page.
 */
export function exportAccountUrl(): Promise<ExportLinkResponse> {
  return call(() => http.post('account/export-link').json<ExportLinkResponse>());
}

/**
 * DELETE /account: erases your account and everything you made. Needs a sign-in within the last
 * 15 minutes: otherwise it rejects with an ApiError of status 403 and code `reauthentication_required`
 * (sign in again, then retry). Nothing can be recovered afterwards; sign out locally when it resolves.
 */
export async function deleteAccount(): Promise<void> {
  await call(() => http.delete('account'));
}
