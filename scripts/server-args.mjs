// Node arguments and environment of the API server process, shared by `npm start` and
// `npm run bench`.

/**
 * A V8 heap budget of 192 MB (the server's live heap is about 70 MB,
 * and without a budget V8 lets garbage grow the heap towards gigabytes on a large machine before
 * collecting it); and PGlite's WebAssembly PostgreSQL compiled by Liftoff only: TurboFan's tier-up
 * of its hot functions costs about 80 MB of compiler and code memory for 5–7 % more speed on the
 * queries that reach the embedded database (decision 043; no effect with a PostgreSQL server).
 * Raise the heap (NODE_OPTIONS=--max-old-space-size=…) for very large admin order lists.
 * Semi-spaces of 16 MB, Node 20's default: Node 24's V8 sizes the young generation from the
 * machine's memory (on 24 GB, up to 64 MB per semi-space), which measured +110 MB of RSS for the
 * same server (268 MB against 159 MB after 200 catalog requests on PostgreSQL; decision 074).
 * `--expose-gc`: an image upload collects V8's garbage before libvips decodes it, so that the
 * two do not add up (decision 085; `gc` is called nowhere else).
 * No `--enable-source-maps`: the server maps its own stack frames (`server.ts`), without the maps of
 * every package (decision 344).
 */
export const SERVER_NODE_ARGS = [
  '--max-old-space-size=192',
  '--max-semi-space-size=16',
  '--liftoff-only',
  '--expose-gc',
];

/**
 * Environment of the API server process (under the caller's own, which wins), shared by
 * `npm start` and `npm run bench` (decision 085). glibc's allocator otherwise gives each thread
 * that allocates (libuv's pool, where sharp runs, and libvips' workers) an arena of its own, up to
 * eight per CPU, and keeps what is freed in them; and it raises its threshold for giving large
 * blocks their own mapping as it goes, so libvips' image buffers end up kept too. Six concurrent
 * 40-megapixel uploads then took the server from ~230 MB to 450–550 MB.
 * `MALLOC_ARENA_MAX=1`: one arena (measured: +61 MB over those uploads, against +92 MB with two);
 * `MALLOC_MMAP_THRESHOLD_=131072`: blocks from 128 KB get their own mapping, given back to the
 * system when freed; `MALLOC_TRIM_THRESHOLD_=65536` and `MALLOC_TOP_PAD_=0`: free memory at the top
 * of the heap goes back to the system as soon as there is 64 KB of it. Read when the process
 * starts (too late to set from inside the server); no effect off glibc.
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '65536',
  MALLOC_TOP_PAD_: '0',
};
