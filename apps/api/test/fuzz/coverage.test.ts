import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { documentedWriteRoutes, type DocumentedWriteRoute } from './harness.js';
import { FUZZ_TARGETS } from './targets.js';

/** Write routes whose body generator is the fuzz file's own, not a shared JSON schema. */
const OWN_BODY_GENERATORS = new Set(['POST /api/images', 'POST /api/webhooks/stripe']);

let t: TestApp;
let routes: DocumentedWriteRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = await documentedWriteRoutes(t.app);
});
afterAll(() => t.close());

describe('fuzz coverage', () => {
  it('has a fuzz target for every write route of the OpenAPI document, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(0);
    const targeted = Object.keys(FUZZ_TARGETS);
    const missing = routes.map((entry) => entry.route).filter((route) => !targeted.includes(route));
    expect(missing, 'write routes without an entry in test/fuzz/targets.ts').toEqual([]);
    const stale = targeted.filter((route) => !routes.some((entry) => entry.route === route));
    expect(stale, 'fuzz targets for routes that do not exist').toEqual([]);
  });

  it('finds the shared zod schema of every JSON body, so payloads come from it', () => {
    const withoutSchema = routes
      .filter((entry) => entry.contentTypes.includes('application/json') && !entry.bodySchema)
      .map((entry) => entry.route)
      .filter((route) => !OWN_BODY_GENERATORS.has(route));
    expect(withoutSchema, 'JSON bodies whose $ref names no shared schema').toEqual([]);
  });
});
