import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

/** The repository root (this file runs bundled from packages/deploy/dist). */
export const repoRoot = path.resolve(__dirname, '../../..');

/** An app (a remote or the host) built alone into a folder of its own. */
export interface BuiltRemote {
  dir: string;
  /** The build's own version: package version + content hash (from its cliques-contract.json). */
  version: string;
  files: string[];
}

/**
 * Builds one app (a remote or the host) alone with its own webpack config, into a new temporary
 * folder, so the app's `dist` (which the running server may be serving) is left as it is.
 */
export async function buildRemote(remoteDir: string, root = repoRoot): Promise<BuiltRemote> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `cliques-release-${remoteDir}-`));
  const cwd = path.join(root, remoteDir);
  const output = await run('npx', ['webpack', '--mode', 'production', '--output-path', outDir], cwd);
  const contractFile = path.join(outDir, 'cliques-contract.json');
  if (!fs.existsSync(contractFile))
    throw new Error(`The build of ${remoteDir} wrote no cliques-contract.json.\n${output}`);
  const { version } = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as { version: string };
  return { dir: outDir, version, files: listFiles(outDir) };
}

/** The built files as one gzip'd tar, paths relative to the build folder, with no owners or times. */
export async function packRelease(built: BuiltRemote): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  const stream = tar.create({ gzip: true, cwd: built.dir, portable: true, noMtime: true }, built.files);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    )
    .sort();
}

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`The build failed:\n${output}`))));
  });
}
