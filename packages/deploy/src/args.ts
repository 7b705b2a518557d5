/** The apps a team can ship, by folder, with their names in the live map: the remotes and the host (the shell). */
export const remoteDirs = {
  'mfe-auth': 'mfe_auth',
  'mfe-feed': 'mfe_feed',
  'mfe-chat': 'mfe_chat',
  'mfe-social': 'mfe_social',
  'mfe-legal': 'mfe_legal',
  host: 'host',
} as const;
export type RemoteDir = keyof typeof remoteDirs;

const usage =
  'Usage: npm run deploy -- <app-dir> [--version V] [--percent N] [--server URL] [--token T]\n' +
  '       npm run deploy -- <app-dir> --preview [--version V] [--server URL] [--token T]\n' +
  '       npm run deploy -- <app-dir> --rollback [--server URL] [--token T]\n' +
  '       npm run deploy -- <app-dir> --list [--server URL] [--token T]\n' +
  `<app-dir> is one of ${Object.keys(remoteDirs).join(', ')}. CLIQUES_SERVER and DEPLOY_TOKEN may replace --server and --token.`;

/** What the command line asked for. */
export interface DeployOptions {
  dir: RemoteDir;
  /** The federation name of the remote (mfe_feed for mfe-feed). */
  name: (typeof remoteDirs)[RemoteDir];
  rollback: boolean;
  /** Only list the remote's releases with their size, last fetch and retention state. */
  list: boolean;
  /** Publish without going live, and print a signed, expiring preview link to the release. */
  preview: boolean;
  /** The release version; undefined: the build's own (package version + content hash). */
  version?: string;
  /** 1–99: a canary for that share of people; undefined: live for everyone. */
  percent?: number;
  server: string;
  token: string;
}

/** Thrown for a command line that cannot be run; the message says what is wrong and how to call. */
export class UsageError extends Error {}

const valueFlags = ['--version', '--percent', '--server', '--token'] as const;
type ValueFlag = (typeof valueFlags)[number];

/** Reads the command line (and CLIQUES_SERVER / DEPLOY_TOKEN); throws UsageError listing what is wrong. */
export function parseArgs(args: string[], env: Record<string, string | undefined> = process.env): DeployOptions {
  const values: Partial<Record<ValueFlag, string>> = {};
  const positional: string[] = [];
  let rollback = false;
  let list = false;
  let preview = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string?]) : [arg];
    if (flag === '--rollback') rollback = true;
    else if (flag === '--list') list = true;
    else if (flag === '--preview') preview = true;
    else if ((valueFlags as readonly string[]).includes(flag)) {
      const value = inline ?? args[(i += 1)];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value.\n${usage}`);
      values[flag as ValueFlag] = value;
    } else if (flag.startsWith('--')) throw new UsageError(`Unknown option ${flag}.\n${usage}`);
    else positional.push(arg);
  }
  const problems: string[] = [];
  const dir = positional[0]?.replace(/\/+$/, '').replace(/^\.\//, '');
  if (positional.length !== 1 || !dir || !(dir in remoteDirs))
    problems.push(`Name one app folder (${Object.keys(remoteDirs).join(', ')}).`);
  const server = (values['--server'] ?? env.CLIQUES_SERVER ?? 'http://localhost:8080').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(server))
    problems.push(`--server must be an http(s) origin such as http://localhost:8080 (got "${server}").`);
  const token = values['--token'] ?? env.DEPLOY_TOKEN ?? '';
  if (!token) problems.push('A deploy token is needed: --token T or DEPLOY_TOKEN.');
  const version = values['--version'];
  if (version !== undefined && !/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/.test(version))
    problems.push('--version may hold letters, digits, ".", "_", "+" and "-" (at most 64).');
  const percent = values['--percent'] === undefined ? undefined : Number(values['--percent']);
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    problems.push('--percent must be a whole number from 1 to 99.');
  if (rollback && (version !== undefined || percent !== undefined))
    problems.push('--rollback takes no --version or --percent.');
  if (list && (rollback || preview || version !== undefined || percent !== undefined))
    problems.push('--list takes no --rollback, --preview, --version or --percent.');
  if (preview && (rollback || percent !== undefined)) problems.push('--preview takes no --rollback or --percent.');
  if (problems.length > 0) throw new UsageError(`${problems.join('\n')}\n${usage}`);
  const remote = dir as RemoteDir;
  return { dir: remote, name: remoteDirs[remote], rollback, list, preview, version, percent, server, token };
}
