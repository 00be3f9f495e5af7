import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../../src/auth/auth.js';
import { authHeaders } from '../helpers/auth.js';
import { AUTH_FUZZ_TARGETS } from './auth-targets.js';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzz,
  requestsFor,
  type FuzzRequest,
  type FuzzWorld,
  type WriteRoute,
} from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile requests to every better-auth endpoint the shop keeps (AUTH_SURFACE, decision 080;
// the coverage test fails on one without a target): never a 5xx, every refusal in the one error
// shape, a refused request leaves the database unchanged (decisions 055, 056, 081).

let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld();
}, 120_000);
afterAll(() => world.t.close());

/** better-auth's CSRF check wants our origin: mostly sent, sometimes missing or foreign. */
function withOrigin(requests: fc.Arbitrary<FuzzRequest>): fc.Arbitrary<FuzzRequest> {
  const own = authHeaders(world.t.app).origin as string;
  return fc
    .tuple(requests, fc.constantFrom(own, own, own, own, 'https://evil.example', 'null', undefined))
    .map(([request, origin]) => ({
      ...request,
      headers: { ...request.headers, ...(origin ? { origin } : {}) },
    }));
}

describe('fuzz: better-auth endpoints of the auth surface', () => {
  it.each(Object.entries(AUTH_FUZZ_TARGETS))(
    `%s — ${FUZZ_RUNS} runs, seed ${FUZZ_SEED}`,
    async (endpoint, target) => {
      const [method, path] = endpoint.split(' ') as [string, string];
      // requestsFor fills `{name}` segments; GET routes go through it as well.
      const route = `${method} ${AUTH_BASE_PATH}${path.replace(/:(\w+)/g, '{$1}')}` as WriteRoute;
      const bodies =
        target.bodies?.(world) ?? fc.constant({ payload: undefined, contentType: undefined });
      const statuses = await fuzz({
        world,
        requests: withOrigin(requestsFor(world, route, target.actor, target.params ?? {}, bodies)),
      });
      const summary = JSON.stringify(Object.fromEntries(statuses));
      if (process.env.FUZZ_VERBOSE) console.warn(`${endpoint}: ${summary}`);
      if (target.mustSucceed) {
        expect(
          [...statuses.keys()].some((status) => status < 300),
          summary,
        ).toBe(true);
      }
    },
    300_000,
  );
});
