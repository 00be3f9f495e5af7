import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as shared from '@partline/shared';
import { ApiErrorSchema } from '@partline/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, type App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { nextClientIp, type TestUser } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  hostileBody,
  validFromSchema,
  hostileQuery,
  hostileSegment,
  type FuzzBody,
} from './arbitraries.js';
import { FUZZ_TARGETS, targetsOf, type FuzzGroup, type FuzzTarget } from './targets.js';

/**
 * The fuzz runner (decision 055, 056): hostile requests against one write route of the real app,
 * three properties per request — never a 5xx; every non-2xx is the one JSON error shape; a refused
 * request leaves the database as it was (row counts and a hash of every row of every table).
 */

/** Runs per write route and CI run: at least 200; `FUZZ_RUNS` may raise it for a deep local run. */
export const FUZZ_RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 0) || 0);
/** The fixed seed of this run (in each test's name), `FUZZ_SEED` to replay or explore another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 0) || 20_260_707;

/** A write route as the OpenAPI document names it: `POST /api/orders`, `PUT /api/orders/{id}`. */
export type WriteRoute = `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** A write route of the OpenAPI document and the shared schema of its JSON body, if any. */
export interface DocumentedWriteRoute {
  route: WriteRoute;
  /** The shared zod schema the route validates its JSON body with (by the document's `$ref`). */
  bodySchema: z.ZodType | undefined;
  /** Content types of the request body in the document. */
  contentTypes: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>
  >;
}

/** Shared schemas by their `.meta({ id })`. */
function sharedSchemasById(): Map<string, z.ZodType> {
  const byId = new Map<string, z.ZodType>();
  for (const value of Object.values(shared)) {
    if (value && typeof value === 'object' && '_zod' in value) {
      const id = z.globalRegistry.get(value as z.ZodType)?.id;
      if (id) byId.set(id, value as z.ZodType);
    }
  }
  return byId;
}

/**
 * Every POST/PUT/PATCH/DELETE under `/api/` in the app's OpenAPI document but better-auth's
 * `/api/auth/*` (fuzzed by `auth-targets.ts`), with the shared schema of its JSON body: the document's
 * `#/components/schemas/<Id>Input` is the input variant of the shared schema `<Id>`.
 */
export async function documentedWriteRoutes(app: App): Promise<DocumentedWriteRoute[]> {
  const response = await app.inject({ url: '/api/openapi.json' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const document = response.json<OpenApiDocument>();
  const schemas = sharedSchemasById();
  const routes: DocumentedWriteRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    // better-auth's mount is documented too; its endpoints have targets of their own (auth-targets.ts).
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const ref = content['application/json']?.schema?.$ref?.split('/').pop();
      const id = ref && !schemas.has(ref) && ref.endsWith('Input') ? ref.slice(0, -5) : ref;
      routes.push({
        route: `${method.toUpperCase()} ${path}` as WriteRoute,
        bodySchema: id ? schemas.get(id) : undefined,
        contentTypes: Object.keys(content),
      });
    }
  }
  return routes;
}

/** Who sends a request. */
export type ActorName = 'anonymous' | 'clientA' | 'clientB' | 'admin';

/** The people and data one fuzz file works on. */
export interface FuzzWorld {
  t: TestApp;
  users: Record<Exclude<ActorName, 'anonymous'>, TestUser> & { admin2: TestUser; target: TestUser };
  /** Path-parameter and field values that exist in the database, by name. */
  pools: Record<string, string[]>;
}

/** Headers of a request by `actor`, or with forged credentials. */
export function actorHeaders(
  world: FuzzWorld,
  preferred: ActorName,
): fc.Arbitrary<Record<string, string>> {
  const of = (name: ActorName) => (name === 'anonymous' ? {} : { ...world.users[name].headers });
  const printable = fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  });
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(of(preferred)) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        ...(['anonymous', 'clientA', 'clientB', 'admin'] as const).map(of),
        // Client A's API key (decision 190), alone or beside the session of another actor.
        ...(world.pools.apiKeySecret ?? []).flatMap((key) => [
          { 'x-api-key': key },
          { ...of('clientB'), 'x-api-key': key },
        ]),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        printable.map((token) => ({ authorization: `Bearer ${token}` })),
        printable.map((token) => ({ cookie: `better-auth.session_token=${token}` })),
        printable.map((token) => ({ 'x-api-key': token })),
        fc.constant({ 'x-api-key': `pl_${'A'.repeat(43)}` }),
        fc.constant({ authorization: 'Basic YWRtaW46YWRtaW4=' }),
        fc.constant({ ...of('clientA'), email: world.users.admin.email }),
        fc.constant({
          authorization: world.users.clientA.headers.authorization,
          email: "' OR 1=1 --",
        }),
      ),
    },
  );
}

/** One fuzzed request. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

/**
 * Requests for `route`: the actor (mostly `preferred`), path parameters from `pools` mixed with
 * hostile segments, a hostile query string, and a body from `body`.
 */
export function requestsFor(
  world: FuzzWorld,
  route: WriteRoute,
  preferred: ActorName,
  params: Record<string, readonly string[]>,
  body: fc.Arbitrary<FuzzBody>,
): fc.Arbitrary<FuzzRequest> {
  const [method, path] = route.split(' ') as [string, string];
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const segments = fc.record(
    Object.fromEntries(names.map((name) => [name, hostileSegment(params[name] ?? [])])),
  );
  return fc
    .record({ headers: actorHeaders(world, preferred), segments, query: hostileQuery, body })
    .map(({ headers, segments: values, query, body: sent }) => ({
      method,
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x') + query,
      headers,
      body: sent,
    }));
}

/** Bodies for a JSON route from its shared schema, with `fields` for values it cannot invent. */
export function schemaBodies(
  schema: z.ZodType | undefined,
  fields: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<FuzzBody> {
  return hostileBody(schema ? validFromSchema(schema, fields) : fc.constant({}));
}

/** One table's row count and the hash of its rows. */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string }>;

/** Tables left out of the snapshot, and why. */
const UNWATCHED_TABLES = new Set([
  // Counting attempts, refused ones too, is what the auth rate limit is for.
  'rate_limits',
]);

let tableNames: Promise<string[]> | undefined;

/** The rows of a raw query's result (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Row count and an order-independent hash of every row (as JSONB, minus `ignore`d
 * `table.column`s) of every table of the `public` schema, in one statement.
 */
export async function snapshotDatabase(
  db: Database,
  ignore: readonly string[] = [],
): Promise<DatabaseSnapshot> {
  tableNames ??= db
    .execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    .then((result) =>
      rowsOf<{ name: string }>(result)
        .map((row) => row.name)
        .filter((name) => !UNWATCHED_TABLES.has(name)),
    );
  const names = await tableNames;
  const selects = names.map((name) => {
    const dropped = ignore
      .filter((column) => column.startsWith(`${name}.`))
      .map((column) => ` - '${column.slice(name.length + 1)}'`)
      .join('');
    const row = `md5((to_jsonb(t)${dropped})::text)`;
    return `select '${name}' as name, count(*)::int as rows, coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as hash from "${name}" t`;
  });
  const result = await db.execute(sql.raw(selects.join(' union all ')));
  return Object.fromEntries(
    rowsOf<{ name: string; rows: number; hash: string }>(result).map((row) => [
      row.name,
      { rows: Number(row.rows), hash: row.hash },
    ]),
  );
}

/** The names of the files in `DATA_DIR/uploads` (where local image storage writes), hashed. */
export async function snapshotUploads(dataDir: string): Promise<string> {
  const files = await readdir(join(dataDir, 'uploads')).catch(() => [] as string[]);
  return createHash('sha256').update(files.sort().join('\n')).digest('hex');
}

const shorten = (text: string, max = 400) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;

/** A request, short enough for a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body.payload === undefined ? '(no body)' : shorten(String(request.body.payload));
  const headers = { ...request.headers, ...request.body.headers };
  return `${request.method} ${shorten(request.url, 200)} [${request.body.contentType ?? 'no content-type'}] ${body} headers=${shorten(JSON.stringify(headers), 300)}`;
}

/** Sends `request` from a fresh client address (rate limits count per address). */
export function send(app: App, request: FuzzRequest): Promise<InjectResponse> {
  const headers: Record<string, string> = { ...request.headers, ...request.body.headers };
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
  return app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers,
    remoteAddress: nextClientIp(),
    ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
  });
}

/**
 * The answer properties of every request: below 500; a non-2xx is JSON (never HTML, so nothing
 * reflected in it can run), with `nosniff`, in the one error shape (`errorShape`: ours unless
 * said otherwise).
 */
export function expectCleanAnswer(
  response: InjectResponse,
  context: string,
  errorShape: z.ZodType = ApiErrorSchema,
): void {
  const where = `${context}\n→ ${response.statusCode} ${shorten(response.body)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const contentType = String(response.headers['content-type'] ?? '');
  expect(contentType, where).not.toMatch(/html/i);
  if (response.statusCode < 300) return;
  // A redirect (better-auth's mail links and OAuth callback) has no body to judge; it must say where.
  if (response.statusCode < 400 && response.headers.location) return;
  expect(contentType, where).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  const parsed = errorShape.safeParse(JSON.parse(response.body));
  expect(parsed.success, `${where}\nnot the error shape: ${parsed.error?.message}`).toBe(true);
}

/** What the fuzz run of one route needs. */
export interface FuzzRun {
  world: FuzzWorld;
  requests: fc.Arbitrary<FuzzRequest>;
  /** `table.column`s a refusal may change (see the target's reason). */
  ignoreOnRefusal?: readonly string[];
  /** Also compare the uploaded files (image routes). */
  watchUploads?: boolean;
  /** The shape of non-2xx bodies (default: ours, ApiErrorSchema). */
  errorShape?: z.ZodType;
  /** Reads: the database must be unchanged after every answer, not only after a refusal. */
  readOnly?: boolean;
  /** Waits for background work an accepted request started, before the next snapshot. */
  settle?: () => Promise<void>;
  numRuns?: number;
  seed?: number;
}

/**
 * Runs the properties `numRuns` times (fixed seed). The database snapshot is taken before a
 * request unless the previous one was refused (then nothing changed and its snapshot stands).
 * Answers the statuses seen, by count, for the caller to check that the run went deep enough.
 */
export async function fuzz(run: FuzzRun): Promise<Map<number, number>> {
  const { world, ignoreOnRefusal = [], watchUploads = false } = run;
  const db = world.t.db;
  const state = async () => ({
    database: await snapshotDatabase(db, ignoreOnRefusal),
    uploads: watchUploads ? await snapshotUploads(world.t.config.dataDir) : '',
  });
  const statuses = new Map<number, number>();
  const timing = { request: 0, snapshot: 0 };
  let current: Awaited<ReturnType<typeof state>> | undefined;
  await fc.assert(
    fc.asyncProperty(run.requests, async (request) => {
      let started = performance.now();
      const before = current ?? (await state());
      timing.snapshot += performance.now() - started;
      current = undefined;
      started = performance.now();
      const response = await send(world.t.app, request);
      timing.request += performance.now() - started;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 300) await run.settle?.();
      const context = describeRequest(request);
      expectCleanAnswer(response, context, run.errorShape);
      if (response.statusCode >= 400 || run.readOnly) {
        started = performance.now();
        const after = await state();
        timing.snapshot += performance.now() - started;
        expect(
          after,
          `${context}\n→ ${response.statusCode} ${shorten(response.body)}\nchanged the database`,
        ).toEqual(before);
        current = after;
      }
    }),
    { numRuns: run.numRuns ?? FUZZ_RUNS, seed: run.seed ?? FUZZ_SEED },
  );
  if (process.env.FUZZ_VERBOSE) console.warn(`timing ms: ${JSON.stringify(timing)}`);
  return statuses;
}

/** A body of `bytes` bytes of JSON (for the one over-the-limit case per route). */
export function oversizeBody(bytes: number): FuzzBody {
  return { payload: `{"a":"${'A'.repeat(bytes)}"}`, contentType: 'application/json' };
}

/** What a fuzz file adds to its group's targets. */
export interface FuzzGroupOptions {
  /** Makes the world (default: {@link createFuzzWorld} with the local payment provider). */
  world: () => Promise<FuzzWorld>;
  /** Body generators for routes whose body is not a shared JSON schema. */
  bodies?: Partial<Record<WriteRoute, (world: FuzzWorld) => fc.Arbitrary<FuzzBody>>>;
  /** Cleans up what `world` started besides the app. */
  close?: () => Promise<void>;
  /** Targets of other groups run again in this file's world (another payment provider). */
  alsoRoutes?: WriteRoute[];
}

/**
 * The tests of one fuzz file: per target of `group`, one over-the-limit body (413) and
 * {@link FUZZ_RUNS} hostile requests with the three properties; a run must also have got past
 * validation into the route's own rules (a 2xx, 402 or 409 at least once), or it proves little.
 */
export function describeFuzzGroup(group: FuzzGroup, options: FuzzGroupOptions): void {
  let world: FuzzWorld;
  let documented: DocumentedWriteRoute[];
  beforeAll(async () => {
    world = await options.world();
    documented = await documentedWriteRoutes(world.t.app);
  }, 120_000);
  afterAll(async () => {
    await world?.t.close();
    await options.close?.();
  });

  describe(`fuzz: ${group}`, () => {
    const entries: [WriteRoute, FuzzTarget][] = [
      ...targetsOf(group),
      ...(options.alsoRoutes ?? []).map((route): [WriteRoute, FuzzTarget] => {
        const target = FUZZ_TARGETS[route];
        if (!target) throw new Error(`${route} has no fuzz target`);
        return [route, target];
      }),
    ];
    it.each(entries)(
      `%s — ${FUZZ_RUNS} runs, seed ${FUZZ_SEED}`,
      async (route, target) => {
        const entry = documented.find((candidate) => candidate.route === route);
        expect(entry, `${route} is not in the OpenAPI document`).toBeDefined();
        const params = Object.fromEntries(
          Object.entries(target.params ?? {}).map(([name, values]) => [name, values(world)]),
        );
        const bodies =
          options.bodies?.[route]?.(world) ??
          schemaBodies(entry?.bodySchema, target.fields?.(world));
        const requests = requestsFor(world, route, target.actor, params, bodies);

        const [sample] = fc.sample(requests, { numRuns: 1, seed: FUZZ_SEED });
        const oversize = {
          ...(sample as FuzzRequest),
          body: oversizeBody(BODY_LIMIT_BYTES + 1024),
        };
        const tooLarge = await send(world.t.app, oversize);
        expectCleanAnswer(tooLarge, describeRequest(oversize));
        expect(tooLarge.statusCode).toBeGreaterThanOrEqual(400);

        const statuses = await fuzz({
          world,
          requests,
          ignoreOnRefusal: target.mayChangeOnRefusal?.columns ?? [],
          watchUploads: group === 'uploads' || target.watchUploads === true,
          ...(target.settle ? { settle: () => target.settle!(world) } : {}),
        });
        const summary = JSON.stringify(Object.fromEntries(statuses));
        const redirects = target.redirects ?? false;
        if (process.env.FUZZ_VERBOSE) console.warn(`${route}: ${summary}`);
        // Depth: the route's own rules ran (a success, or a business refusal after validation);
        // a route that answers with a redirect (SSLCommerz's return) ran them to redirect.
        const deep = [...statuses.keys()].some(
          (status) => status < 300 || (redirects && status === 303) || [402, 409].includes(status),
        );
        expect(deep, `no 2xx, 402 or 409 in ${summary}`).toBe(true);
      },
      300_000,
    );
  });
}
