// Node arguments of the API server process, shared by `npm start` and `npm run bench`.

/**
 * Source-mapped stack traces; a V8 heap budget of 192 MB (the server's live heap is about 70 MB,
 * and without a budget V8 lets garbage grow the heap towards gigabytes on a large machine before
 * collecting it); and PGlite's WebAssembly PostgreSQL compiled by Liftoff only: TurboFan's tier-up
 * of its hot functions costs about 80 MB of compiler and code memory for 5–7 % more speed on the
 * queries that reach the embedded database (decision 043; no effect with a PostgreSQL server).
 * Raise the heap (NODE_OPTIONS=--max-old-space-size=…) for very large admin order lists.
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-old-space-size=192',
  '--liftoff-only',
];
