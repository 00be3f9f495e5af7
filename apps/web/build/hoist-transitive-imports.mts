import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/**
 * The chunks `fileName` imports statically, directly or through others, in the order a depth-first
 * walk of its imports meets them, without `fileName` itself.
 */
export function transitiveImports(bundle: OutputBundle, fileName: string): string[] {
  const seen = new Set<string>([fileName]);
  const order: string[] = [];
  const walk = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || !isChunk(chunk)) return;
    for (const imported of chunk.imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      order.push(imported);
      walk(imported);
    }
  };
  walk(fileName);
  return order;
}

/** `to` as a relative module specifier from the chunk `from` (both paths from the output root). */
function specifier(from: string, to: string): string {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let shared = 0;
  while (shared < fromParts.length && fromParts[shared] === toParts[shared]) shared++;
  const up = fromParts.slice(shared).map(() => '..');
  const path = [...up, ...toParts.slice(shared)].join('/');
  return up.length ? path : `./${path}`;
}

/**
 * Rollup's `output.hoistTransitiveImports`, which rolldown does not have yet (decision 047's
 * amendment): every chunk also names, as bare `import "…"` statements after its own, each chunk its
 * imports import in turn. The browser then asks for a page's whole graph as soon as it has read
 * the page's chunk, one round trip after it, instead of one round trip per level of a graph up to
 * ten levels deep, without Vite's preload helper inserting a `<link rel="modulepreload">` per chunk
 * on the main thread. The statements come last, so the order in which modules run is unchanged:
 * every chunk they name has already run through the chunk's own imports.
 */
export function hoistTransitiveImportsPlugin(): Plugin {
  return {
    name: 'partline:hoist-transitive-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (!isChunk(output)) continue;
        const direct = new Set(output.imports);
        const hoisted = transitiveImports(bundle, output.fileName).filter(
          (name) => !direct.has(name),
        );
        if (hoisted.length === 0) continue;
        const statements = hoisted
          .map((name) => `import ${JSON.stringify(specifier(output.fileName, name))};`)
          .join('');
        output.code = `${output.code}\n${statements}\n`;
      }
    },
  };
}
