import {
  ChangePasswordRequestSchema,
  LoginInputSchema,
  ResetPasswordRequestSchema,
  SignUpRequestSchema,
  UpdateAccountRequestSchema,
} from '@partline/shared';
import fc from 'fast-check';
import { z } from 'zod';
import { TEST_PASSWORD } from '../helpers/auth.js';
import { hostileString, usually, type FuzzBody } from './arbitraries.js';
import { schemaBodies, type ActorName, type FuzzWorld } from './harness.js';

/** How one kept better-auth endpoint is fuzzed (decision 083). */
export interface AuthFuzzTarget {
  actor: ActorName;
  bodies?: (world: FuzzWorld) => fc.Arbitrary<FuzzBody>;
  /** Path-parameter values that exist (`/callback/{id}`). */
  params?: Record<string, readonly string[]>;
  /** Whether a 2xx must be seen at least once (the run got past validation). */
  mustSucceed: boolean;
}

const noBody = fc.constant<FuzzBody>({ payload: undefined, contentType: undefined });
const hostileUrl = fc.constantFrom(
  '/',
  '/dashboard',
  'https://evil.example',
  'javascript:alert(1)',
);

/**
 * Bodies of an endpoint that mails a link: `email` (mostly `email`, an existing account) and the
 * URL the link leads back to, under the name better-auth gives it.
 */
const mailedLinkBodies = (email: string, urlField: 'redirectTo' | 'callbackURL') =>
  schemaBodies(z.object({ email: z.string(), [urlField]: z.string() }), {
    email: usually(email, hostileString),
    [urlField]: hostileUrl,
  });

/**
 * A fuzz target for every endpoint of AUTH_SURFACE, by `METHOD /path` as better-auth names it;
 * the coverage test fails on a kept endpoint without one. Listed in the order they run: the
 * password change and sign-out end client A's sessions, so they come last.
 */
export const AUTH_FUZZ_TARGETS: Record<string, AuthFuzzTarget> = {
  'POST /sign-up/email': {
    actor: 'anonymous',
    mustSucceed: true,
    bodies: (world) =>
      schemaBodies(SignUpRequestSchema, {
        password: usually(TEST_PASSWORD, hostileString),
        email: fc.oneof(
          { weight: 4, arbitrary: fc.uuid().map((id) => `new-${id}@example.com`) },
          { weight: 1, arbitrary: fc.constantFrom(world.users.clientA.email, 'A@B', '') },
          { weight: 1, arbitrary: hostileString },
        ),
      }),
  },
  'POST /sign-in/email': {
    actor: 'anonymous',
    mustSucceed: true,
    bodies: (world) =>
      schemaBodies(LoginInputSchema, {
        email: usually(world.users.clientA.email, hostileString),
        password: usually(TEST_PASSWORD, hostileString),
      }),
  },
  'POST /sign-in/social': {
    actor: 'anonymous',
    // No provider is configured in the fuzz world: every start is refused.
    mustSucceed: false,
    bodies: () =>
      schemaBodies(z.object({ provider: z.string(), callbackURL: z.string() }), {
        provider: usually('github', fc.oneof(fc.constantFrom('google', 'evil'), hostileString)),
        callbackURL: hostileUrl,
      }),
  },
  'GET /callback/:id': {
    actor: 'anonymous',
    mustSucceed: false,
    params: { id: ['github', 'google', 'facebook'] },
    bodies: () => noBody,
  },
  'GET /get-session': { actor: 'clientA', mustSucceed: true, bodies: () => noBody },
  'POST /request-password-reset': {
    actor: 'anonymous',
    mustSucceed: true,
    bodies: (world) => mailedLinkBodies(world.users.clientA.email, 'redirectTo'),
  },
  'POST /reset-password': {
    actor: 'anonymous',
    // Only a mailed token resets; the run checks that nothing else does, or breaks.
    mustSucceed: false,
    bodies: () =>
      schemaBodies(ResetPasswordRequestSchema, {
        token: fc.oneof(fc.string({ maxLength: 40 }), hostileString),
        newPassword: usually('N3w!password', hostileString),
      }),
  },
  'GET /verify-email': { actor: 'anonymous', mustSucceed: false, bodies: () => noBody },
  'POST /send-verification-email': {
    actor: 'anonymous',
    mustSucceed: true,
    bodies: (world) => mailedLinkBodies(world.users.clientB.email, 'callbackURL'),
  },
  'POST /update-user': {
    actor: 'clientA',
    mustSucceed: true,
    bodies: () => schemaBodies(UpdateAccountRequestSchema),
  },
  'POST /change-password': {
    actor: 'clientA',
    mustSucceed: true,
    bodies: () =>
      schemaBodies(ChangePasswordRequestSchema, {
        currentPassword: usually(TEST_PASSWORD, hostileString),
        newPassword: usually(TEST_PASSWORD, hostileString),
      }),
  },
  'POST /sign-out': { actor: 'clientB', mustSucceed: true, bodies: () => schemaBodies(undefined) },
};
