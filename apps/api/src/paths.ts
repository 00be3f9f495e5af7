import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Locations inside the package, found from this module's own file and never from the working
 * directory, so that `src/` (tsx, vitest) and the bundle `dist/server.js` agree wherever they are
 * started from.
 */

const here = dirname(fileURLToPath(import.meta.url));

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (
          (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@partline/api'
        ) {
          return dir;
        }
      } catch {
        // an unreadable package.json on the way up is not ours: keep climbing
      }
    }
    if (dirname(dir) === dir)
      throw new Error(`Cannot find the @partline/api package above ${start}`);
  }
}

/** Absolute path of `apps/api`. */
export const API_ROOT = findPackageRoot(here);

/** Absolute path of the monorepo root. */
export const REPO_ROOT = resolve(API_ROOT, '../..');

/** Version of the API package, from its package.json. */
export const API_VERSION = (
  JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** Demo images shipped with the package (`apps/api/assets/demo`). */
export const DEMO_ASSETS_DIR = join(API_ROOT, 'assets', 'demo');

/** Default `WEB_DIST_DIR`: the built SPA (`apps/web/dist`). */
export const DEFAULT_WEB_DIST_DIR = join(REPO_ROOT, 'apps', 'web', 'dist');

/**
 * Generated SQL migrations: `dist/migrations` beside the bundle (copied by `scripts/build.mjs`),
 * else `src/db/migrations` when running from source.
 */
export const MIGRATIONS_DIR =
  [join(here, 'migrations'), join(API_ROOT, 'src', 'db', 'migrations')].find((dir) =>
    existsSync(join(dir, 'meta', '_journal.json')),
  ) ?? join(API_ROOT, 'src', 'db', 'migrations');
