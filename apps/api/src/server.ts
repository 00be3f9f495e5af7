import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { bootstrapAdmin } from './auth/bootstrap-admin.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createDatabase, type DatabaseHandle } from './db/client.js';
import { describeDatabaseFailure } from './db/failures.js';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock.js';
import { seedDemoContent } from './db/seed/seed.js';
import { loggerOptions } from './plugins/logger.js';

/** In-flight requests get this long after SIGTERM/SIGINT before the process exits 1, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Start-up refusals a person fixes by reading one message: no stack trace. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
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

  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, logger: { error: (message: unknown) => logger.error(message) } },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'stopping after an uncaught error');
      else logger.info(`${signal ?? 'exit'}: finishing requests in flight, then stopping`);
      // Connections that become idle once their response is sent are closed right away too.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        await database.close();
        lock?.release();
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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, publicUrl: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    `Partline is listening on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
