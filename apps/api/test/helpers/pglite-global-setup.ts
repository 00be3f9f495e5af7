import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../../src/db/client.js';
import { MIGRATIONS_DIR } from '../../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory dump (tar) each test file starts from. */
    pgliteSnapshot: string;
  }
}

/** Migrates one PGlite cluster and dumps it for the test files to load. */
export async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'partline-pglite-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    // Not compressed: each test file loads it, and unpacking gzip cost 0.3 s of CPU per file
    // (42 MB in the temporary directory instead of 5 MB).
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await client.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
