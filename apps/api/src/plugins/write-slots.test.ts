import { ApiErrorSchema } from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsePrometheusText, valueOf } from '../../test/helpers/prometheus.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { declareRoutes } from '../declare-routes.js';
import { ConflictError } from '../errors.js';
import { leaveWriteSlot } from './write-slots.js';

/*
 * Decision 341: the handlers of state-changing routes run in WRITE_CONCURRENCY slots, in the order
 * they came; reads and routes that call outside services never wait for one.
 */

const TOKEN = 'write-slots-test-token-0123';
const t = useTestApp({ seed: true, env: { WRITE_CONCURRENCY: '2', METRICS_TOKEN: TOKEN } });

/** The handlers that have started, by the name their request gave. */
const started: string[] = [];
/** Lets the held handler of a name end: `ok` answers, `fail` refuses with 409. */
const gates = new Map<string, (outcome: 'ok' | 'fail') => void>();
const held = (name: string) =>
  new Promise<'ok' | 'fail'>((resolve) => {
    started.push(name);
    gates.set(name, resolve);
  });
const release = (name: string, outcome: 'ok' | 'fail' = 'ok') => gates.get(name)!(outcome);

const Done = z.object({ name: z.string() });
// The routes' OpenAPI tags, passed by name: in a test file a tags option marks a timing-bound
// test alone (scripts/retry-policy.test.mjs reads the test files for it).
const tags = ['test'];
beforeAll(() => {
  // Routes that exist only in this test, on the real app: each holds its handler until released.
  const { anyone } = declareRoutes(t.app, { tags, errors: [409] });
  const hold = async (name: string) => {
    if ((await held(name)) === 'fail') throw new ConflictError(`${name} refused`);
    return { name };
  };
  anyone.post(
    '/api/test/writes/:name',
    { summary: 'A held write', params: Done, response: { 200: Done } },
    async (c) => hold(c.params.name),
  );
  anyone.put(
    '/api/test/writes/:name',
    { summary: 'A held change', params: Done, response: { 200: Done } },
    async (c) => hold(c.params.name),
  );
  anyone.post(
    '/api/test/outside/:name',
    {
      summary: 'A held write that waits on another service',
      callsOutside: true,
      params: Done,
      response: { 200: Done },
    },
    async (c) => hold(c.params.name),
  );
  anyone.post(
    '/api/test/leaving/:name',
    { summary: 'A held write that gave its slot up first', params: Done, response: { 200: Done } },
    async (c) => {
      leaveWriteSlot();
      return hold(c.params.name);
    },
  );
  anyone.get(
    '/api/test/reads/:name',
    { summary: 'A held read', params: Done, response: { 200: Done } },
    async (c) => hold(c.params.name),
  );
});

/** Resolves once `check` holds, looking again on each turn of the event loop. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

const send = (method: 'POST' | 'PUT' | 'GET', path: string) =>
  t.app.inject({ method, url: path, ...(method === 'GET' ? {} : { payload: {} }) });

async function slotGauges() {
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const samples = parsePrometheusText(res.body);
  return {
    inUse: valueOf(samples, 'partline_write_slots_in_use'),
    waiting: valueOf(samples, 'partline_write_slots_waiting'),
    max: valueOf(samples, 'partline_write_slots_max'),
  };
}

describe('the write slots', () => {
  it('run two writes at once and the rest in the order they came, while reads and outside calls go on', async () => {
    started.length = 0;
    const first = send('POST', '/api/test/writes/first');
    const second = send('PUT', '/api/test/writes/second');
    await until(() => started.length === 2);
    const third = send('POST', '/api/test/writes/third');
    const fourth = send('PUT', '/api/test/writes/fourth');
    await until(() => t.app.writeSlots.counts().waiting === 2);
    expect(started).toEqual(['first', 'second']);
    expect(await slotGauges()).toEqual({ inUse: 2, waiting: 2, max: 2 });

    // A read does not wait for a slot: neither a held one nor the catalog.
    const read = send('GET', '/api/test/reads/read');
    await until(() => started.includes('read'));
    release('read');
    expect((await read).json()).toEqual({ name: 'read' });
    const catalog = await send('GET', '/api/products/search?page=1&pageSize=12');
    expect(catalog.statusCode).toBe(200);
    // Nor does a route that waits on another service.
    const outside = send('POST', '/api/test/outside/outside');
    await until(() => started.includes('outside'));
    release('outside');
    expect((await outside).json()).toEqual({ name: 'outside' });
    expect(started).toEqual(['first', 'second', 'read', 'outside']);

    // A refused write frees its slot as an answered one does: the next in line starts.
    release('second', 'fail');
    const refused = await second;
    expect(refused.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(refused.json()).error.message).toBe('second refused');
    await until(() => started.includes('third'));
    expect(started.at(-1)).toBe('third');
    release('first');
    expect((await first).json()).toEqual({ name: 'first' });
    await until(() => started.includes('fourth'));
    expect(await slotGauges()).toEqual({ inUse: 2, waiting: 0, max: 2 });
    release('third');
    release('fourth');
    expect((await third).json()).toEqual({ name: 'third' });
    expect((await fourth).json()).toEqual({ name: 'fourth' });
    expect(await slotGauges()).toEqual({ inUse: 0, waiting: 0, max: 2 });
  });

  it('let a write that gave its slot up go on without one, and the next in line start', async () => {
    started.length = 0;
    const held = send('POST', '/api/test/writes/held');
    const leaving = send('POST', '/api/test/leaving/leaving');
    await until(() => started.length === 2);
    expect(await slotGauges()).toEqual({ inUse: 1, waiting: 0, max: 2 });
    const next = send('PUT', '/api/test/writes/next');
    const last = send('PUT', '/api/test/writes/last');
    await until(() => started.includes('next'));
    expect(await slotGauges()).toEqual({ inUse: 2, waiting: 1, max: 2 });

    // The write that left ends without a slot to free: the one waiting still waits.
    release('leaving');
    expect((await leaving).json()).toEqual({ name: 'leaving' });
    expect(await slotGauges()).toEqual({ inUse: 2, waiting: 1, max: 2 });
    release('held');
    expect((await held).json()).toEqual({ name: 'held' });
    await until(() => started.includes('last'));
    release('next');
    release('last');
    expect((await next).json()).toEqual({ name: 'next' });
    expect((await last).json()).toEqual({ name: 'last' });
    expect(started).toEqual(['held', 'leaving', 'next', 'last']);
    expect(await slotGauges()).toEqual({ inUse: 0, waiting: 0, max: 2 });
  });
});
