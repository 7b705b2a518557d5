import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Account } from './accounts';

const repoRoot = path.resolve(__dirname, '../../../..');

/** A remote's webpack dev server, started for a test file and stopped after it. */
export interface DevServer {
  /** `http://localhost:<port>` */
  origin: string;
  /** Ends the dev server and everything it started (its process group). */
  stop: () => Promise<void>;
}

/**
 * Starts a remote's real dev server (`webpack serve --mode development`), the way a feature team
 * runs it, with its proxy pointed at the app under test (APP_ORIGIN); resolves once its
 * `mf-manifest.json` answers. The first compile takes a while on a busy machine.
 */
export async function startDevServer({
  dir,
  port,
  appOrigin,
  timeoutMs = 240_000,
}: {
  dir: string;
  port: number;
  appOrigin: string;
  timeoutMs?: number;
}): Promise<DevServer> {
  const origin = `http://localhost:${port}`;
  if (await answers(`${origin}/mf-manifest.json`))
    throw new Error(`Port ${port} is taken already: stop that dev server first`);
  const child = spawn(
    'npx',
    ['webpack', 'serve', '--mode', 'development', '--config', `${dir}/webpack.config.js`, '--port', String(port)],
    {
      cwd: repoRoot,
      env: { ...process.env, APP_ORIGIN: appOrigin },
      // Its own process group, so stop() ends npx, webpack and anything they started, together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // Gone already.
    }
    const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${origin}/mf-manifest.json`))) {
    if (child.exitCode !== null) throw new Error(`The ${dir} dev server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${dir} dev server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The identity endpoint and client id the app under test names in /config.json. */
async function identityOf(appOrigin: string): Promise<{ endpoint: string; clientId: string }> {
  const config = (await (await fetch(`${appOrigin}/config.json`)).json()) as {
    identity: { userPoolClientId: string; userPoolEndpoint?: string };
  };
  return {
    endpoint: new URL(config.identity.userPoolEndpoint ?? '/identity', appOrigin).href,
    clientId: config.identity.userPoolClientId,
  };
}

/** An ID token for an account (InitiateAuth USER_PASSWORD_AUTH), for API calls made without a browser. */
export async function idTokenOf(appOrigin: string, account: Pick<Account, 'username' | 'password'>): Promise<string> {
  const { endpoint, clientId } = await identityOf(appOrigin);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.username, PASSWORD: account.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`InitiateAuth answered ${response.status}: ${JSON.stringify(body)}`);
  return token;
}

/** Posts as an account through the API (POST /api/posts), so a page has real data to show. */
export async function createPostAs(
  appOrigin: string,
  account: Pick<Account, 'username' | 'password'>,
  content: string,
): Promise<string> {
  const token = await idTokenOf(appOrigin, account);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The account's row exists once it is confirmed; sync as the app does before its first call.
  await fetch(`${appOrigin}/api/users/sync`, { method: 'POST', headers: { authorization: headers.authorization } });
  const response = await fetch(`${appOrigin}/api/posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content }),
  });
  const body = (await response.json()) as { post?: { postId?: string } };
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /api/posts answered ${response.status}: ${JSON.stringify(body)}`);
  return String(body.post?.postId);
}
