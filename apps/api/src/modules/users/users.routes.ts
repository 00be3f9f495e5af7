import {
  AccessTokenSchema,
  AdminFlagSchema,
  EmailParamsSchema,
  LoginRequestSchema,
  ModifiedCountSchema,
  RegisterUserInputSchema,
  RegisterUserResultSchema,
  RoleLookupSchema,
  SPEC_LIST_CAP,
  UpdateProfileInputSchema,
  UserProfileSchema,
  UserListQuerySchema,
  UserSummaryListSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors.js';
import { linkNextPage } from '../../keyset-page.js';
import {
  assertOwnEmail,
  getAdminFlag,
  getProfile,
  getRole,
  listAdmins,
  listAllUsers,
  makeAdmin,
  registerUser,
  removeAdmin,
  updateOwnProfile,
} from './users.service.js';
import { declareRoutes } from '../../declare-routes.js';

const errors = [401, 403, 404];

/** Loose e-mail shape telling `GET /{email}` apart from a mistyped path. */
const EMAIL_SEGMENT = /^[^\s@/]+@[^\s@/]+$/;

/**
 * The account routes of spec §7 under `/api` (docs/accounts-contract.md). Identity comes from the
 * session or bearer token; a user reads and changes only their own data, admins read everyone's
 * and manage admin rights.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anyone, signedIn, admin } = declareRoutes(app, {
    tags: ['users'],
    adminTags: ['admin'],
    errors,
  });

  signedIn.post(
    '/login',
    {
      summary: "The signed-in caller's access token",
      description:
        'Answers the session token, to be sent as `Authorization: Bearer`. The e-mail must be ' +
        "the caller's own (403 otherwise).",
      body: LoginRequestSchema,
      response: { 200: AccessTokenSchema },
    },
    async (c) => {
      assertOwnEmail(c.caller, c.body.email);
      if (!c.request.authSession) throw new UnauthorizedError();
      return { accessToken: c.request.authSession.token };
    },
  );

  signedIn.put(
    '/user/:email',
    {
      summary: 'Register the signed-in user with role user',
      description: 'Never downgrades an admin; `role` in the body is ignored.',
      params: EmailParamsSchema,
      body: RegisterUserInputSchema.optional(),
      response: { 200: RegisterUserResultSchema },
    },
    async (c) => registerUser(c.db, c.caller, c.params.email),
  );

  signedIn.get(
    '/user/:email',
    {
      summary: "A user's profile (own, or any for an admin)",
      params: EmailParamsSchema,
      response: { 200: UserProfileSchema },
    },
    async (c) => getProfile(c.db, c.caller, c.params.email),
  );

  signedIn.put(
    '/update/user/:email',
    {
      summary: 'Update your own profile',
      description: "A missing field keeps its value; an empty one is cleared ('N/A').",
      params: EmailParamsSchema,
      body: UpdateProfileInputSchema,
      response: { 200: ModifiedCountSchema },
    },
    async (c) => updateOwnProfile(c.db, c.caller, c.params.email, c.body),
  );

  signedIn.get(
    '/admin/:email',
    {
      summary: 'Whether a user is an admin (own, or any for an admin)',
      params: EmailParamsSchema,
      response: { 200: AdminFlagSchema },
    },
    async (c) => getAdminFlag(c.db, c.caller, c.params.email),
  );

  admin.get(
    '/admin',
    {
      summary: 'All admins',
      response: { 200: UserSummaryListSchema },
    },
    async (c) => listAdmins(c.db),
  );

  admin.get(
    '/users',
    {
      summary: 'All users, oldest first (`sort=newest`: newest first), a page at a time',
      description:
        `Without \`limit\` and \`cursor\`: the first ${SPEC_LIST_CAP.toLocaleString('en')} ` +
        "users (the specification's whole list on the demo shop); with `limit` (1–100) and/or " +
        '`cursor`: one keyset page (decisions 210, 217). When more users follow, a ' +
        '`Link: </api/users?…&cursor=…>; rel="next"` header gives the next page. A bad ' +
        '`limit` or `cursor` answers 400 `validation_failed`. `q` keeps the users whose e-mail ' +
        'or name contains it, ignoring case, paged alike (decision 247).',
      querystring: UserListQuerySchema,
      response: { 200: UserSummaryListSchema },
      errors: [400, ...errors],
    },
    async (c) => {
      const page = await listAllUsers(c.db, c.query);
      linkNextPage(c.request, c.reply, page.nextCursor);
      return page.items;
    },
  );

  admin.put(
    '/user/admin/:email',
    {
      summary: 'Make a user an admin',
      params: EmailParamsSchema,
      response: { 200: ModifiedCountSchema },
    },
    async (c) => makeAdmin(c.db, c.params.email, c.actor),
  );

  admin.delete(
    '/user/admin/:email',
    {
      summary: "Remove a user's admin rights",
      description: '409 "You can\'t remove yourself from admin"; 409 when they are the last admin.',
      params: EmailParamsSchema,
      response: { 200: ModifiedCountSchema },
      errors: [...errors, 409],
    },
    async (c) => removeAdmin(c.db, c.caller, c.params.email, c.actor),
  );

  // Static paths (`/products`, `/users`, …) win over this parametric one in Fastify's router.
  anyone.get(
    '/:email',
    {
      summary: "A user's role (own, or any for an admin)",
      description: 'A single path segment that is not an e-mail answers 404.',
      params: EmailParamsSchema,
      response: { 200: RoleLookupSchema },
    },
    async (c) => {
      const { email } = c.params;
      // Any other single segment is an unknown URL: the app's 404 answers it, and the metrics and
      // traces name it `unmatched`, not this route (decision 332).
      if (!EMAIL_SEGMENT.test(email)) {
        c.reply.callNotFound();
        return c.reply;
      }
      return getRole(c.db, c.caller, email);
    },
  );
};
