import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { hoistTransitiveImportsPlugin, transitiveImports } from './hoist-transitive-imports.mts';

/** A bundle of chunks named by their file, each with its direct static imports and a body. */
function bundleOf(graph: Record<string, string[]>): OutputBundle {
  const bundle: Record<string, unknown> = {
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{}' },
  };
  for (const [fileName, imports] of Object.entries(graph)) {
    bundle[fileName] = { type: 'chunk', fileName, imports, code: `/* ${fileName} */` };
  }
  return bundle as OutputBundle;
}

function hoist(bundle: OutputBundle): void {
  const plugin = hoistTransitiveImportsPlugin();
  const generateBundle = plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void;
  generateBundle.call({}, {}, bundle);
}

const codeOf = (bundle: OutputBundle, fileName: string) =>
  (bundle[fileName] as { code: string }).code;

describe('hoisting transitive imports', () => {
  // page → layout → (button, money); money → intl; button → intl; intl → page (a cycle)
  const graph = {
    'assets/page.js': ['assets/layout.js'],
    'assets/layout.js': ['assets/button.js', 'assets/money.js'],
    'assets/button.js': ['assets/intl.js'],
    'assets/money.js': ['assets/intl.js'],
    'assets/intl.js': ['assets/page.js'],
  };

  it('walks a chunk’s static graph depth first, each chunk once, through a cycle', () => {
    expect(transitiveImports(bundleOf(graph), 'assets/page.js')).toEqual([
      'assets/layout.js',
      'assets/button.js',
      'assets/intl.js',
      'assets/money.js',
    ]);
  });

  it('names every chunk of the graph after the chunk’s own code, without its direct imports', () => {
    const bundle = bundleOf(graph);
    hoist(bundle);
    expect(codeOf(bundle, 'assets/page.js')).toBe(
      '/* assets/page.js */\nimport "./button.js";import "./intl.js";import "./money.js";\n',
    );
    expect(codeOf(bundle, 'assets/layout.js')).toBe(
      '/* assets/layout.js */\nimport "./intl.js";import "./page.js";\n',
    );
  });

  it('leaves a chunk whose imports import nothing else, and assets, as they were', () => {
    const bundle = bundleOf({ 'assets/a.js': ['assets/b.js'], 'assets/b.js': [] });
    hoist(bundle);
    expect(codeOf(bundle, 'assets/a.js')).toBe('/* assets/a.js */');
    expect((bundle['assets/index.css'] as { source: string }).source).toBe('body{}');
  });

  it('writes specifiers relative to the importing chunk’s folder', () => {
    const bundle = bundleOf({
      'index.js': ['assets/a.js'],
      'assets/a.js': ['assets/vendor/b.js'],
      'assets/vendor/b.js': ['assets/c.js'],
      'assets/c.js': [],
    });
    hoist(bundle);
    expect(codeOf(bundle, 'index.js')).toContain(
      'import "./assets/vendor/b.js";import "./assets/c.js";',
    );
    expect(codeOf(bundle, 'assets/a.js')).toContain('import "./c.js";');
  });
});
