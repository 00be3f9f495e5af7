import type { Health } from '@partline/shared';
import type { DatabaseHandle } from '../../db/client.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/failures.js';
import { ServiceUnavailableError } from '../../errors.js';

/**
 * `ok` with the process uptime (whole seconds) when the database answers `SELECT 1` in time.
 * @throws ServiceUnavailableError (503) when it does not.
 */
export async function checkHealth(
  database: Pick<DatabaseHandle, 'ping'>,
  log?: { warn(object: unknown, message?: string): void },
): Promise<Health> {
  try {
    await database.ping();
  } catch (error) {
    log?.warn({ err: error }, 'health check: database unreachable');
    throw new ServiceUnavailableError(DATABASE_UNAVAILABLE_MESSAGE);
  }
  return { status: 'ok', database: 'up', uptimeSeconds: Math.floor(process.uptime()) };
}
