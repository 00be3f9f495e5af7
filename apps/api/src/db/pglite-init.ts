import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Runs in the child: creates the cluster in argv[2] with the PGlite module of argv[1], then stops.
const INIT_SCRIPT = [
  'const { PGlite } = await import(process.argv[1]);',
  'const db = new PGlite({ dataDir: process.argv[2] });',
  'await db.waitReady;',
  'await db.close();',
].join('\n');

/**
 * Creates the PGlite cluster in `directory` when it has none (no `PG_VERSION`), in a short-lived
 * child process. PGlite's initdb takes several hundred MB that its WebAssembly memory never gives
 * back; done in the server's own process, a fresh install would keep them until restarted
 * (decision 043). Does nothing for an existing cluster.
 * @throws when the child fails (its stderr is in the message).
 */
export async function initPgliteCluster(directory: string): Promise<void> {
  if (existsSync(join(directory, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  try {
    await run(process.execPath, ['--input-type=module', '-e', INIT_SCRIPT, pglite, directory], {
      maxBuffer: 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the PGlite database in ${directory}: ${stderr || error}`, {
      cause: error,
    });
  }
}
