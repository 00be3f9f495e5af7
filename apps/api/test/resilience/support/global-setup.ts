import { existsSync } from 'node:fs';
import { dropOrphanedTestDatabases } from '../../helpers/postgres.js';
import { API_ENTRY } from './server.js';

/** Refuses to start without the built API, and drops databases that crashed runs left behind. */
export async function setup(): Promise<void> {
  if (!existsSync(API_ENTRY)) {
    throw new Error(
      `The resilience suite runs the built API, and ${API_ENTRY} does not exist: ` +
        'run `npm run build -w @partline/api` first (or set RESILIENCE_API_ENTRY).',
    );
  }
  if (process.env.TEST_DATABASE_URL) await dropOrphanedTestDatabases();
}
