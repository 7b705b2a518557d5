/**
 * The cookie that keeps a previewed host release's page on reloads: the server reads it when it
 * serves the page (packages/server/src/features/deploy/host-pages.ts), which carries no query then.
 * A session cookie: the preview ends with the browser session, or with "Leave preview".
 */
export const hostPreviewCookie = 'cliques-host-preview';

/** Sets the cookie to the host's preview token, or removes it (null). */
export function setHostPreviewCookie(token: string | null, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = token
    ? `${hostPreviewCookie}=${token}; Path=/; SameSite=Lax`
    : `${hostPreviewCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
}
