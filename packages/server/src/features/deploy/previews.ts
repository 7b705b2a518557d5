import { releaseManifestUrl } from './canary';
import type { AppName } from './contracts';
import { checkedCandidate, checkStored, knownApp, type DeployDeps } from './deployments';
import { deploySigner } from './link-signer';
import { readPreview, signPreview, type PreviewGrant } from './preview-tokens';
import { recordPreview } from './previews.repository';
import { readAvailability } from './retention.repository';

/** How long a preview link works unless the request says otherwise: three days. */
export const defaultPreviewSeconds = 3 * 24 * 3600;
/** The longest a preview link may work: thirty days. */
export const maxPreviewSeconds = 30 * 24 * 3600;
/** How many preview links one page may combine (one per app at most). */
export const maxPreviewsPerPage = 8;

/** A preview link as `POST /api/admin/previews/{name}` answers it. */
export interface IssuedPreview {
  app: AppName;
  version: string;
  token: string;
  /** The link: the app's root with `?preview=<token>`. */
  url: string;
  expiresAt: string;
}

/**
 * Issues a signed, expiring preview link of a published release, without changing the live map.
 * The release is checked against what runs now exactly as a deploy is (422 with every reason),
 * and the link is recorded, so retention keeps the release while it is valid.
 */
export async function issuePreview(
  deps: DeployDeps,
  request: { name: string; version: string; seconds?: number; actor: string },
  now = Date.now(),
): Promise<IssuedPreview> {
  const app = knownApp(request.name);
  await checkStored(deps.db, app, request.version);
  const manifestUrl = releaseManifestUrl(app, request.version);
  await checkedCandidate(deps, app, manifestUrl, 'preview');
  const expires = Math.floor(now / 1000) + (request.seconds ?? defaultPreviewSeconds);
  const grant: PreviewGrant = { app, version: request.version, expires };
  const token = signPreview(await deploySigner(deps), grant);
  const expiresAt = new Date(expires * 1000);
  await recordPreview(deps.db, {
    remote: app,
    version: request.version,
    manifestUrl,
    expiresAt,
    createdBy: request.actor,
  });
  const url = `${deps.config.publicOrigin}/?preview=${encodeURIComponent(token)}`;
  return { app, version: request.version, token, url, expiresAt: expiresAt.toISOString() };
}

/** A preview a page runs, with the token that opened it (the page keeps it for its next loads). */
export interface AcceptedPreview extends PreviewGrant {
  token: string;
}

/**
 * The previews a page asked for (`?preview=` values), each checked: signature, expiry, and the
 * release still stored. A later token of the same app replaces an earlier one. Refused tokens are
 * described in `problems`, never thrown: the page then runs live.
 */
export async function acceptPreviews(
  deps: Pick<DeployDeps, 'db' | 'config'>,
  tokens: string[],
  now = Date.now(),
): Promise<{ previews: AcceptedPreview[]; problems: string[] }> {
  const accepted = new Map<AppName, AcceptedPreview>();
  const problems: string[] = [];
  if (tokens.length > maxPreviewsPerPage)
    problems.push(`only the first ${maxPreviewsPerPage} preview links are used; ${tokens.length} were given`);
  const signer = await deploySigner(deps);
  for (const token of tokens.slice(0, maxPreviewsPerPage)) {
    const read = readPreview(signer, token, now);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const { app, version } = read.grant;
    if ((await readAvailability(deps.db, app, version)) !== 'stored') {
      problems.push(`the preview link of ${app} ${version} is not valid: the release is no longer stored`);
      continue;
    }
    accepted.delete(app);
    accepted.set(app, { ...read.grant, token });
  }
  return { previews: [...accepted.values()], problems };
}

/** The `preview` values of a query (one or several). */
export function previewParams(query: unknown): string[] {
  const value = (query as Record<string, unknown> | undefined)?.preview;
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string' && item !== '');
}
