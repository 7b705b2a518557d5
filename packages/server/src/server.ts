import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app';
import { lanesOf, startDeliveryThread, usesDeliveryThread } from './features/federation/delivery-thread';
import type { Config } from './platform/config/config';
import { openDatabase, type Database } from './platform/database/database';
import { migrate } from './platform/database/migrate';

/**
 * Opens the database, applies migrations, builds the app, listens and starts the job worker. On
 * SIGTERM or SIGINT it shuts down within SHUTDOWN_TIMEOUT_SECONDS: /api/ready answers 503, the
 * listener stops accepting, sockets close with 1012 (clients reconnect to another instance at once),
 * in-flight requests finish (new requests on kept-alive connections get 503 and Connection: close),
 * the job in hand ends (the delivery thread's too), then the database closes and the process exits.
 */
export async function startServer(config: Config): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
  await migrate(db);
  const threaded = usesDeliveryThread(config, db);
  const { app, context, events } = await buildApp({ config, db, lanes: threaded ? lanesOf('main') : undefined });
  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 30_000;
  app.addHook('onClose', async () => db.close());
  await app.listen({ host: config.host, port: config.port });
  await context.jobs.start();
  // The thread runs this very bundle (dist/main.js, whatever launched it: node, npm, a process manager).
  const deliveries = threaded ? startDeliveryThread(__filename, context.jobs, events, app.log) : undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.readiness.accepting = false;
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutSeconds * 1000);
    force.unref();
    Promise.all([app.close(), deliveries?.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return { app, db };
}
