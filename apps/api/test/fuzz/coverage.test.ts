import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../../src/auth/auth.js';
import { AUTH_SURFACE, endpointKey } from '../../src/auth/auth-surface.js';
import { authHeaders, authRouterEndpoints } from '../helpers/auth.js';
import { useTestApp } from '../helpers/test-app.js';
import { AUTH_FUZZ_TARGETS } from './auth-targets.js';
import { documentedWriteRoutes, type DocumentedWriteRoute } from './harness.js';
import { FUZZ_TARGETS } from './targets.js';

/** Write routes whose body generator is the fuzz file's own, not a shared JSON schema. */
const OWN_BODY_GENERATORS = new Set([
  'POST /api/images',
  'POST /api/webhooks/stripe',
  // SSLCommerz posts forms (decision 312): sslcommerz.test.ts makes them, signed and not.
  'POST /api/payments/sslcommerz/ipn',
  'POST /api/payments/sslcommerz/return/{outcome}',
]);

const t = useTestApp();
let routes: DocumentedWriteRoute[];

beforeAll(async () => {
  routes = await documentedWriteRoutes(t.app);
});

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

  it('fuzzes every write route of the router: each is in the OpenAPI document, or the better-auth mount', () => {
    const documented = new Set(routes.map((entry) => entry.route));
    const writes = t.app.routeInventory
      .filter((route) => route.url.startsWith('/api/'))
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const undocumented = writes.filter(
      (route) => !documented.has(route as DocumentedWriteRoute['route']),
    );
    expect(undocumented).toEqual([`POST ${AUTH_BASE_PATH}/*`]);
  });

  it('has a fuzz target for every better-auth endpoint the shop keeps, and every other one is closed', async () => {
    const kept = AUTH_SURFACE.map((endpoint) => endpointKey(endpoint.method, endpoint.path));
    const targeted = Object.keys(AUTH_FUZZ_TARGETS);
    expect(
      kept.filter((key) => !targeted.includes(key)),
      'kept better-auth endpoints without an entry in test/fuzz/auth-targets.ts',
    ).toEqual([]);
    expect(
      targeted.filter((key) => !kept.includes(key)),
      'fuzz targets for better-auth endpoints that are not kept',
    ).toEqual([]);
    const served = authRouterEndpoints(t.app.auth.api).map(({ method, path }) =>
      endpointKey(method, path),
    );
    expect(served.length).toBeGreaterThan(kept.length);
    for (const key of served.filter((candidate) => !kept.includes(candidate))) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const response = await t.app.inject({
        method,
        url: `${AUTH_BASE_PATH}${path.replace(/:\w+/g, 'x')}`,
        headers: authHeaders(t.app),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${key} is neither kept (fuzzed) nor closed`).toBe(404);
    }
  });
});
