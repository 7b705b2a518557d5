import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import { benchRoot, repoRoot } from './paths';
import { describeChunk, type RawSourceMap } from './source-map';

/** One script the browser downloaded. */
export interface ScriptLoad {
  file: string;
  owner: string;
  raw: number;
  gzip: number;
  /** Its largest packages, as "react-dom 197.9 KiB, …". */
  contents: string;
  /** Raw bytes per package (from its source map; empty without one). */
  packages: [string, number][];
}

/** Where a requested URL's file is on disk, and which app built it. */
export type Locate = (url: URL) => { file: string; owner: string };

/** The app server's layout: the host at `/`, each remote's dist at `/remotes/<dir>/`. */
export const appLocate: Locate = (url) => {
  const remote = url.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote)
    return { file: path.join(repoRoot, remote[1] as string, 'dist', remote[2] as string), owner: remote[1] as string };
  return { file: path.join(repoRoot, 'host/dist', url.pathname), owner: 'host' };
};

/** The floor app's layout: its host at `/`, its hello remote at `/remotes/hello/`. */
export const floorLocate: Locate = (url) => {
  const remote = url.pathname.match(/^\/remotes\/hello\/(.+)$/);
  if (remote) return { file: path.join(benchRoot, 'floor/hello/dist', remote[1] as string), owner: 'floor hello' };
  return { file: path.join(benchRoot, 'floor/host/dist', url.pathname), owner: 'floor host' };
};

/** What a built chunk holds, from its source map: bytes per package and a summary of the largest. */
function contentsOf(file: string, owner: string, text: string): Pick<ScriptLoad, 'contents' | 'packages'> {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { contents: '', packages: [] };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const { summary, packages } = describeChunk(map, text);
  return { contents: summary.replace('app code', `${owner} code`), packages };
}

/** Sizes (raw, gzip level 6) and contents of the scripts behind finished requests. */
export async function describe(requests: Request[], locate: Locate): Promise<ScriptLoad[]> {
  const loads: ScriptLoad[] = [];
  for (const request of requests) {
    const response = await request.response();
    if (!response) continue;
    const body = await response.body();
    const url = new URL(request.url());
    const { file, owner } = locate(url);
    loads.push({
      file: path.basename(url.pathname),
      owner,
      raw: body.length,
      gzip: gzipSync(body).length,
      ...contentsOf(file, owner, body.toString('utf8')),
    });
  }
  return loads;
}

/** The sum of one size over some scripts. */
export const total = (loads: ScriptLoad[], key: 'raw' | 'gzip') => loads.reduce((sum, load) => sum + load[key], 0);
