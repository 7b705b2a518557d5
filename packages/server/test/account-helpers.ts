import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { issueTokens } from '../src/features/identity/tokens';
import { insertMessage } from '../src/features/chat/chat.repository';
import type { TestApp, TestUser } from './test-app';

/** Every entry of a zip, by name (the test reads the archive with a second, independent library). */
export function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Bearer headers of a token for this user whose sign-in (`originJti`, default a new one) happened `ageSeconds` ago. */
export async function authSignedInAgo(
  t: TestApp,
  user: TestUser,
  ageSeconds: number,
  originJti: string = randomUUID(),
): Promise<{ authorization: string }> {
  const { idToken } = await issueTokens(
    { sub: user.userId, username: user.username, email: user.email, emailVerified: true, name: user.username },
    {
      key: t.context.signingKey,
      issuer: t.context.identityIssuer,
      clientId: t.config.identityClientId,
      originJti,
      authTime: Math.floor(Date.now() / 1000) - ageSeconds,
    },
  );
  return { authorization: `Bearer ${idToken}` };
}

/** Sends a message as the realtime service stores it (direct, or to a clique). */
export async function sendMessage(
  t: TestApp,
  from: TestUser,
  to: { recipientId?: string; cliqueId?: string },
  content: string,
): Promise<void> {
  await insertMessage(t.db, {
    messageId: randomUUID(),
    senderId: from.userId,
    recipientId: to.recipientId ?? null,
    cliqueId: to.cliqueId ?? null,
    content,
    clientMessageId: randomUUID(),
  });
}

/**
 * What the built-in identity endpoint keeps about an account: the identity record, a session, a code,
 * a pending handshake, rate-limit buckets named by its id, username and email, a socket ticket, and
 * a message sent through the contact form from its address.
 */
export async function seedIdentity(t: TestApp, user: TestUser): Promise<void> {
  const q = (sql: string, params: unknown[]) => t.db.query(sql, params);
  await q(
    `INSERT INTO identity_users (sub, username, email, srp_salt, srp_verifier, confirmed) VALUES ($1, $2, $3, 'salt', 'verifier', true)`,
    [user.userId, user.username, user.email],
  );
  await q(
    `INSERT INTO identity_sessions (origin_jti, sub, refresh_token_hash, auth_time, expires_at) VALUES ($1, $2, $3, now(), now() + interval '1 day')`,
    [randomUUID(), user.userId, randomUUID()],
  );
  await q(`INSERT INTO identity_codes (sub, code_hash, expires_at) VALUES ($1, 'hash', now() + interval '1 hour')`, [
    user.userId,
  ]);
  await q(
    `INSERT INTO identity_srp_challenges (secret_block_hash, sub, login, srp_a, srp_b, srp_b_secret, expires_at) VALUES ($1, NULL, $2, 'a', 'b', 's', now() + interval '5 minutes')`,
    [randomUUID(), user.username.toUpperCase()],
  );
  for (const bucket of [
    `signin:acct:${user.userId}`,
    `signin:fail:${user.userId}`,
    `signup:acct:${user.email}`,
    `signup:acct:${user.username}`,
  ]) {
    await q('INSERT INTO identity_rate_limits (bucket, window_start, hits) VALUES ($1, now(), 1)', [bucket]);
  }
  await q(
    `INSERT INTO realtime_tickets (ticket_hash, user_id, token_exp, expires_at) VALUES ($1, $2, 0, now() + interval '30 seconds')`,
    [randomUUID(), user.userId],
  );
  await q(
    `INSERT INTO contact_messages (message_id, name, email, subject, message, client_address) VALUES ($1, 'Me', $2, 'Hi', 'Hello', '127.0.0.1')`,
    [randomUUID(), user.email.toUpperCase()],
  );
}
