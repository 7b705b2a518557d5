import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The deploy token of the server the journeys start (playwright.config.ts passes it as DEPLOY_TOKEN):
 * the journeys ship remotes with it exactly as CI would.
 */
export const deployToken = 'e2e-deploy-token-not-a-secret';

/** The repository's root, where `npm run deploy` runs. */
export const repositoryRoot = path.resolve(__dirname, '../../../..');
const server = `http://localhost:${process.env.E2E_PORT ?? 8180}`;
const run = promisify(execFile);

/** `npm run deploy -- …` as a feature team runs it; resolves to what it printed. */
export function deploy(...args: string[]): Promise<string> {
  return deployFrom(repositoryRoot, ...args);
}

/** `npm run deploy -- …` run in another checkout of the repository (`root`). */
export async function deployFrom(root: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'deploy', '--', ...args, '--server', server, '--token', deployToken],
    { cwd: root, timeout: 240_000 },
  );
  return stdout;
}
