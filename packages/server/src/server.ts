import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';

/** Opens the database, applies migrations, builds the app and listens; closes cleanly on a signal. */
export async function startServer(config: Config): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
  await migrate(db);
  const { app } = await buildApp({ config, db });
  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 30_000;
  app.addHook('onClose', async () => db.close());
  await app.listen({ host: config.host, port: config.port });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return { app, db };
}
