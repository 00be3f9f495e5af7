// Tells whether the built web app and API bundle are missing or older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time (ms) of any file under `dir`, skipping node_modules and dist. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** The build outputs and the source folders each depends on. */
const targets = [
  {
    name: 'web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'],
  },
  {
    name: 'api',
    output: join(root, 'apps/api/dist/server.js'),
    sources: ['apps/api/src', 'packages/shared/src'],
  },
];

/** Names of the targets whose output is missing or older than a source file. */
export function staleTargets() {
  return targets
    .filter(({ output, sources }) => {
      if (!existsSync(output)) return true;
      const built = statSync(output).mtimeMs;
      return sources.some((source) => {
        const path = join(root, source);
        if (!existsSync(path)) return false;
        const mtime = statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
        return mtime > built;
      });
    })
    .map(({ name }) => name);
}
