import { z } from 'zod';
import { PASSWORD_MIN_CHARS } from '../common/constants.js';
import { ListPageQuerySchema } from '../common/keyset-page.js';
import { SearchTextSchema } from '../common/list-search.js';
import { USER_MESSAGES as M } from './user.messages.js';

/** Roles (spec §1, §6). */
export const ROLES = ['user', 'admin'] as const;
/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** The password rule of spec §5: a lowercase, an uppercase, a digit and one of `@$!%*?&`. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).+$/;

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired })
  .max(254, { error: M.emailInvalid })
  .pipe(z.email({ error: M.emailInvalid }));

/**
 * A new password (spec §5 sign-up rules, with its messages): at least 8 characters, at most 128,
 * with the character classes of {@link PASSWORD_PATTERN}. Every place a password is set uses it:
 * sign-up, password reset and password change.
 */
export const PasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired })
  .min(PASSWORD_MIN_CHARS, { error: M.passwordMin })
  .max(128)
  .regex(PASSWORD_PATTERN, { error: M.passwordPattern });

const signUpFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(100),
  email,
  password: PasswordSchema,
};

/**
 * The sign-up form and its server check (spec §5): name, e-mail, password of at least 8 characters
 * with the character classes of {@link PASSWORD_PATTERN}, a matching confirmation, terms accepted.
 */
export const SignUpInputSchema = z
  .object({
    ...signUpFields,
    confirmPassword: z.string({ error: M.passwordMismatch }),
    acceptTerms: z.literal(true, { error: M.termsRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: M.passwordMismatch,
    path: ['confirmPassword'],
  })
  .meta({ id: 'SignUpInput' });

/**
 * What the sign-up endpoint (`POST /api/auth/sign-up/email`) receives from the form: the fields of
 * {@link SignUpInputSchema} with the same rules and messages, without the confirmation and the
 * terms box (checked by the form). Other keys (`callbackURL`, `image`) pass through.
 */
export const SignUpRequestSchema = z.looseObject(signUpFields).meta({ id: 'SignUpRequest' });

/** Parsed sign-up form. */
export type SignUpInput = z.output<typeof SignUpInputSchema>;

/** The login form (spec §5: e-mail and password required). */
export const LoginInputSchema = z
  .object({
    email,
    password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }),
  })
  .meta({ id: 'LoginInput' });

/** Parsed login form. */
export type LoginInput = z.output<typeof LoginInputSchema>;

/** A path's `{email}` parameter (spec §7); compared case-insensitively. */
export const EmailParamsSchema = z.object({ email: z.string().trim().min(1).max(254) });

/** One row of `GET /users` and `GET /admin` (admins only). */
export const UserSummarySchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoURL: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'UserSummary' });

/** A user in an admin list. */
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** `GET /users`, `GET /admin`. */
export const UserSummaryListSchema = z.array(UserSummarySchema).meta({ id: 'UserSummaryList' });

/**
 * `GET /users` query (admins, Make Admin; decisions 217, 247): `sort`, the paging parameters
 * `limit` and `cursor`, and `q`: the users whose e-mail or name contains it, ignoring case.
 */
export const UserListQuerySchema = ListPageQuerySchema.extend({
  q: SearchTextSchema.describe('Users whose e-mail or name contains this text, ignoring case.'),
});
/** A parsed {@link UserListQuerySchema}. */
export type UserListQuery = z.output<typeof UserListQuerySchema>;

/** `GET /admin/{email}`: the admin check of spec §3. */
export const AdminFlagSchema = z.object({ admin: z.boolean() }).meta({ id: 'AdminFlag' });

/** The admin check. */
export type AdminFlag = z.infer<typeof AdminFlagSchema>;

/** `GET /{email}`: the role lookup of spec §7. */
export const RoleLookupSchema = z.object({ role: z.enum(ROLES) }).meta({ id: 'RoleLookup' });

/** The role lookup. */
export type RoleLookup = z.infer<typeof RoleLookupSchema>;

/** `POST /login` body (spec §7): the signed-in caller's e-mail. */
export const LoginRequestSchema = z
  .object({ email: z.string({ error: M.emailRequired }).trim().min(1, { error: M.emailRequired }) })
  .meta({ id: 'LoginRequest' });

/**
 * `POST /login` answer: the caller's session token, kept in `localStorage.accessToken` and sent as
 * `Authorization: Bearer` (spec §3, §6).
 */
export const AccessTokenSchema = z.object({ accessToken: z.string() }).meta({ id: 'AccessToken' });

/** The access token answer. */
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/**
 * `PUT /user/{email}` body (spec §7): `{ email, role }`. Both are optional and ignored: the user is
 * the signed-in caller and the role is never taken from the client.
 */
export const RegisterUserInputSchema = z
  .object({ email: z.string().optional(), role: z.string().optional() })
  .meta({ id: 'RegisterUserInput' });

/** `PUT /user/{email}` answer: `insertedId` is the user id when this call registered the role. */
export const RegisterUserResultSchema = z
  .object({ insertedId: z.string().nullable(), role: z.enum(ROLES) })
  .meta({ id: 'RegisterUserResult' });

/** The register answer. */
export type RegisterUserResult = z.infer<typeof RegisterUserResultSchema>;
