import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { bootstrapAdmin } from './auth/bootstrap-admin.js';
import type { Config } from './config/env.js';
import { createDatabase, type DatabaseHandle } from './db/client.js';
import { describeDatabaseFailure } from './db/failures.js';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock.js';
import { seedDemoContent } from './db/seed/seed.js';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.js';
import { loggerOptions } from './plugins/logger.js';
import { exitWith } from './start-up.js';

/** In-flight requests get this long after SIGTERM/SIGINT before the process exits 1, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs the shop with `config` until a signal: opens (locks, migrates, seeds) the database, builds
 * the app, makes sure the admin exists, listens on `PORT` (and serves `/metrics` on
 * `METRICS_PORT`), and on SIGTERM/SIGINT finishes the requests in flight, closes everything and
 * sends the buffered spans with `stopTracing`. Exits the process with a message a person can act
 * on when the database, the port or the lock is not to be had.
 */
export async function serve(config: Config, stopTracing?: () => Promise<void>): Promise<void> {
  const logger = pino(loggerOptions(config));

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir, logger);
    } catch (error) {
      if (error instanceof DataDirLockedError) exitWith(error.message);
      throw error;
    }
  }

  let database: DatabaseHandle | undefined;
  try {
    database = await createDatabase(config, { logger });
    await database.migrate();
    if (config.seedDemo) await seedDemoContent(database.db, { dataDir: config.dataDir, logger });
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    const reason = config.databaseUrl && describeDatabaseFailure(error, config.databaseUrl);
    if (reason) exitWith(reason);
    logger.fatal({ err: error }, 'could not prepare the database');
    process.exit(1);
  }

  const app = await buildApp(config, { database, logger });
  const bootstrap = () => bootstrapAdmin({ auth: app.auth, db: database.db, config, logger });
  try {
    // Another instance starting at the same moment on the same database may create the admin
    // between our look and our insert (unique e-mail): one more look finds it (decision 058).
    await bootstrap().catch(bootstrap);
  } catch (error) {
    logger.fatal({ err: error }, 'could not make sure an admin account exists');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    lock?.release();
    process.exit(1);
  }

  let metricsServer: MetricsServer | undefined;
  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, logger: { error: (message: unknown) => logger.error(message) } },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'stopping after an uncaught error');
      else logger.info(`${signal ?? 'exit'}: finishing requests in flight, then stopping`);
      // Connections that become idle once their response is sent are closed right away too.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await metricsServer?.close();
        await app.close();
      } finally {
        clearInterval(sweep);
        await database.close();
        lock?.release();
        await stopTracing?.().catch((error: unknown) =>
          logger.warn({ err: error }, 'buffered spans not sent'),
        );
      }
      logger.info('stopped');
    },
  );

  try {
    await app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    lock?.release();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      exitWith(`PORT ${config.port} is in use by another program; stop it or set another PORT.`);
    }
    throw error;
  }
  const metricsPort = config.metrics?.port;
  if (config.metrics && metricsPort !== undefined) {
    try {
      metricsServer = await startMetricsServer(app.metrics.registry, {
        port: metricsPort,
        host: config.metrics.host,
        token: config.metrics.token,
      });
    } catch (error) {
      await app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      lock?.release();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' || code === 'EADDRNOTAVAIL') {
        exitWith(
          `METRICS_PORT ${metricsPort} cannot be bound at METRICS_HOST ${config.metrics.host} ` +
            `(${code === 'EADDRINUSE' ? 'in use by another program' : 'not an address of this machine'}); ` +
            'set another METRICS_PORT or METRICS_HOST.',
        );
      }
      throw error;
    }
    logger.info(
      { metricsPort: metricsServer.port, metricsHost: config.metrics.host },
      `metrics are served on http://${config.metrics.host}:${metricsServer.port}/metrics`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, publicUrl: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    `Partline is listening on http://localhost:${port}`,
  );
}
