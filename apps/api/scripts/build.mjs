// Bundles the API into dist/server.js, the entry, and the chunks it imports when it needs them
// (dist/chunks/), with esbuild, and copies the SQL migrations beside them.
// `@partline/*` workspace packages are TypeScript source and are bundled, and so are the
// packages of BUNDLED_PACKAGES (decision 346); every other package stays external and is loaded
// from node_modules at run time.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `API_DIST_DIR` builds elsewhere (a check that must not replace the dist a running server uses).
const dist = process.env.API_DIST_DIR ?? join(root, 'dist');

/**
 * Packages bundled into the API's chunks instead of loaded from node_modules (decision 346): pure
 * JavaScript ES modules of many files each. Node resolves every file of an external package on
 * its own, reading its package's `package.json` again each time, and that start-up garbage
 * (about 190 MB for 1,665 files) left V8's heap, and so the server's RSS, 70 MB larger for good.
 * A package stays external when it is found by path at run time (PGlite's WebAssembly, fonts,
 * Swagger UI's files, pino's worker), patched when loaded (`pg`, `http` for OpenTelemetry), or
 * loaded only on use (Stripe, S3, ioredis, prom-client). Every package that imports zod is here,
 * with zod: one copy holds the schemas' metadata that the OpenAPI document reads.
 * An entry ending in `/` names a scope.
 */
const BUNDLED_PACKAGES = [
  '@better-auth/',
  '@better-fetch/',
  '@lingui/core',
  '@lingui/message-utils',
  '@noble/',
  'better-auth',
  'better-call',
  'defu',
  'drizzle-orm',
  'fastify-type-provider-zod',
  'jose',
  'kysely',
  'rou3',
  'zod',
];

/** Whether the bare import `path` is of a package in {@link BUNDLED_PACKAGES}. */
const isBundled = (path) =>
  BUNDLED_PACKAGES.some((name) =>
    name.endsWith('/') ? path.startsWith(name) : path === name || path.startsWith(`${name}/`),
  );

/** Marks bare imports external, except our own workspace packages and the bundled ones. */
const externalPackages = {
  name: 'external-packages-except-partline',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@partline/') || isBundled(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { server: join(root, 'src/server.ts') },
  outdir: dist,
  // What the code imports with `import()` is a chunk of its own, loaded when imported: the app
  // after tracing has started, tracing and prom-client only when configured (decision 332).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Maps for stack traces only: without the sources' text, which the server would keep in memory
  // (decision 344).
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  // No comments or indentation: V8 keeps every module's source text for as long as the process
  // runs, and one non-Latin-1 character in a comment (`—`, `…`) makes it keep the whole chunk at two
  // bytes a character. Names stay as written, for stack traces and logs (decision 344).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  // CommonJS code pulled into the ESM bundle may call require().
  banner: {
    js: "import { createRequire as __partlineCreateRequire } from 'node:module'; const require = __partlineCreateRequire(import.meta.url);",
  },
});

cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`built ${join(dist, 'server.js')} (and chunks/) and ${join(dist, 'migrations')}`);
