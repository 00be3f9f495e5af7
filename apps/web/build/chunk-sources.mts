import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where in the build output {@link chunkSourcesPlugin} writes its list (never served: a dot-folder). */
export const CHUNK_SOURCES_FILE = '.vite/chunk-sources.json';

/**
 * Writes {@link CHUNK_SOURCES_FILE}: for each JavaScript chunk of the build, the source modules
 * bundled into it (paths relative to the repository, e.g. `node_modules/swiper/…`). The web
 * budgets read it to check what the first view of `/` contains, so that the production build need
 * not emit source maps (decision 086).
 *
 * @param repoRoot absolute path the module paths are made relative to.
 */
export function chunkSourcesPlugin(repoRoot: string): Plugin {
  return {
    name: 'partline:chunk-sources',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sources: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sources[output.fileName] = output.moduleIds.map((id) =>
          id.startsWith('/') ? relative(repoRoot, id) : id,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_SOURCES_FILE,
        source: `${JSON.stringify(sources, null, 1)}\n`,
      });
    },
  };
}
