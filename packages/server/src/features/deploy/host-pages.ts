import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/database/database';
import { inlineScriptHashes } from '../../platform/http/security.plugin';
import type { HostPages } from '../../platform/http/static-apps.plugin';
import { readCohort, readCookie } from './cohort-cookie';
import { remoteDir } from './contracts';
import { deploySigner } from './link-signer';
import { readStates } from './live-map.repository';
import { acceptPreviews, previewParams } from './previews';
import type { ReleaseStore } from './release-store';

/** The cookie in which a page previewing a host release keeps its link, so a reload stays on it. */
export const hostPreviewCookieName = 'cliques-host-preview';
/** How many host releases' pages are kept in memory (a page is a few KB; releases are immutable). */
const keptPages = 16;
const hostDir = remoteDir('host');

/**
 * The host page (`index.html`) and service worker (`/sw.js`) each request gets: the host release
 * of a valid preview link (`?preview=` or the page's preview cookie), else the canary host for a
 * browser whose cohort cookie is in its canary, else the live host release; null when the bundled
 * build is live (the static files serve it). A release's page names its content-hashed files at
 * `/` (its build's public path); they are rewritten to the release's folder under /releases/host/.
 */
export function createHostPages(deps: { config: Config; db: Database; store: ReleaseStore }): HostPages {
  const pages = new Map<string, Promise<{ html: string; scriptHashes: string[] } | null>>();

  async function chosenVersion(request: FastifyRequest): Promise<string | null> {
    const cookies = request.headers.cookie;
    const tokens = [...previewParams(request.query), readCookie(cookies, hostPreviewCookieName) ?? ''].filter(Boolean);
    if (tokens.length > 0) {
      const host = (await acceptPreviews(deps, tokens)).previews.find((grant) => grant.app === 'host');
      if (host) return host.version;
    }
    const state = (await readStates(deps.db)).get('host');
    if (state?.canary) {
      const bucket = readCohort(await deploySigner(deps), cookies);
      if (bucket !== undefined && bucket < state.canary.percent) return state.canary.version;
    }
    return state?.live?.version ?? null;
  }

  function pageOf(version: string) {
    let page = pages.get(version);
    if (!page) {
      page = deps.store.read(hostDir, version, 'index.html').then((file) => {
        if (!file) return null;
        const html = file
          .toString('utf8')
          .replace(
            /((?:src|href)=")\/([^"/][^"]*\.[0-9a-f]{10}\.(?:js|css))"/g,
            `$1/releases/${hostDir}/${version}/$2"`,
          );
        return { html, scriptHashes: inlineScriptHashes(html) };
      });
      pages.set(version, page);
      // A page the store could not give (removed, or a failed read) is not kept: the next request asks again.
      const forget = () => pages.delete(version);
      void page.then((read) => read ?? forget(), forget);
      if (pages.size > keptPages) pages.delete(pages.keys().next().value as string);
    }
    return page;
  }

  return {
    async page(request) {
      const version = await chosenVersion(request);
      return version === null ? null : pageOf(version);
    },
    async worker(request) {
      const version = await chosenVersion(request);
      return version === null ? null : deps.store.read(hostDir, version, 'sw.js');
    },
  };
}
