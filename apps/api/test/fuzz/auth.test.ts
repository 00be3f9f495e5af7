import { ApiErrorSchema, LoginInputSchema, SignUpRequestSchema } from '@partline/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeaders, TEST_PASSWORD } from '../helpers/auth.js';
import { hostileString } from './arbitraries.js';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzz,
  requestsFor,
  schemaBodies,
  type FuzzRequest,
  type FuzzWorld,
  type WriteRoute,
} from './harness.js';
import { createFuzzWorld } from './world.js';

// Hostile sign-ups and sign-ins to better-auth's endpoints (not in the OpenAPI document), which
// answer in better-auth's own error shape `{ code, message }` (docs/accounts-contract.md) — or in
// ours when our own checks (CSRF, rate limits) refuse the request before better-auth sees it.

/** better-auth's error body, or ours. */
const AuthErrorSchema = z.union([
  ApiErrorSchema,
  z.object({ code: z.string().optional(), message: z.string() }),
]);

let world: FuzzWorld;
beforeAll(async () => {
  world = await createFuzzWorld();
}, 120_000);
afterAll(() => world.t.close());

/** `value` three times in four, else `other`. */
const usually = (value: unknown, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: other });

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

describe('fuzz: better-auth sign-up and sign-in', () => {
  it(`POST /api/auth/sign-up/email — ${FUZZ_RUNS} runs, seed ${FUZZ_SEED}`, async () => {
    const bodies = schemaBodies(SignUpRequestSchema, {
      password: usually(TEST_PASSWORD, hostileString),
      email: fc.oneof(
        { weight: 4, arbitrary: fc.uuid().map((id) => `new-${id}@example.com`) },
        { weight: 1, arbitrary: fc.constantFrom(world.users.clientA.email, 'A@B', '') },
        { weight: 1, arbitrary: hostileString },
      ),
    });
    const route = 'POST /api/auth/sign-up/email' as WriteRoute;
    const statuses = await fuzz({
      world,
      requests: withOrigin(requestsFor(world, route, 'anonymous', {}, bodies)),
      errorShape: AuthErrorSchema,
    });
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }, 300_000);

  it(`POST /api/auth/sign-in/email — ${FUZZ_RUNS} runs, seed ${FUZZ_SEED}`, async () => {
    const bodies = schemaBodies(LoginInputSchema, {
      email: usually(world.users.clientA.email, hostileString),
      password: usually(TEST_PASSWORD, hostileString),
    });
    const route = 'POST /api/auth/sign-in/email' as WriteRoute;
    const statuses = await fuzz({
      world,
      requests: withOrigin(requestsFor(world, route, 'anonymous', {}, bodies)),
      errorShape: AuthErrorSchema,
    });
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }, 300_000);
});
