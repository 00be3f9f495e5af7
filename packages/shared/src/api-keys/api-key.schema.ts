import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { isStorableText } from '../common/text.js';
import { API_KEY_SCOPES } from './api-key-scopes.js';

/** Texts of the API keys (ours; decision 190). */
export const API_KEY_MESSAGES = {
  nameRequired: 'Name the key',
  scopesRequired: 'Choose at least one scope',
  expiryInPast: 'The expiry must be in the future',
  notFound: 'API key not found',
  notForBuyers: 'Only a company admin manages API keys for the company',
  notForAdmins: 'API keys are for buyers',
  invalid: 'Invalid, expired or revoked API key',
  outOfScope: 'This API key may not call this route',
  missingScope: (scope: string) => `This API key lacks the scope ${scope}`,
  created: 'API key created',
  revoked: 'API key revoked',
  passwordRequired: 'Enter your current password',
  passwordWrong: 'The current password is not correct',
  signInAgain: 'Sign in again, then try within 10 minutes',
} as const;

/**
 * The current password that creating an API key or a webhook endpoint asks for (as GitHub does
 * for tokens): a stolen session alone cannot mint a credential that outlives it. Checked by the
 * server against the account's password; an account without one (social sign-in only) sends
 * nothing and needs a session at most {@link FRESH_SESSION_MINUTES} old instead.
 */
export const CurrentPasswordSchema = z
  .string({ error: API_KEY_MESSAGES.passwordRequired })
  .max(128, { error: API_KEY_MESSAGES.passwordWrong })
  .optional();

/** How old a session may be to create a key or endpoint without a password, minutes. */
export const FRESH_SESSION_MINUTES = 10;

/** Longest name of an API key, characters. */
export const API_KEY_NAME_MAX = 80;

/**
 * An API key as its owners see it (decision 190): never its secret. `companyId` is set for a
 * company's key (every company admin sees it), `null` for a client's own.
 */
export const ApiKeySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** The secret's first characters (`pl_AbC123`), to tell keys apart. */
    prefix: z.string(),
    companyId: z.uuid().nullable(),
    /** Who created it: the key acts as them. */
    createdBy: z.string(),
    expiresAt: InstantSchema.nullable(),
    lastUsedAt: InstantSchema.nullable(),
    revokedAt: InstantSchema.nullable(),
    createdAt: InstantSchema,
  })
  .meta({ id: 'ApiKey' });
/** An API key without its secret. */
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** `GET /api-keys`: the caller's (or their company's) keys, newest first. */
export const ApiKeyListSchema = z.array(ApiKeySchema).meta({ id: 'ApiKeyList' });

/**
 * `POST /api-keys` body and the dashboard's form: a name, one or more scopes, an optional
 * expiry (an ISO date-time, or a day meaning its end in Dhaka, in the future; empty or absent:
 * never) and the caller's current password ({@link CurrentPasswordSchema}).
 */
export const CreateApiKeyInputSchema = z
  .object({
    name: z
      .string({ error: API_KEY_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: API_KEY_MESSAGES.nameRequired })
      .max(API_KEY_NAME_MAX, { error: `At most ${API_KEY_NAME_MAX} characters` })
      .refine(isStorableText, { error: 'Remove the invalid characters' }),
    scopes: z
      .array(z.enum(API_KEY_SCOPES), { error: API_KEY_MESSAGES.scopesRequired })
      .min(1, { error: API_KEY_MESSAGES.scopesRequired })
      .max(API_KEY_SCOPES.length)
      .transform((scopes) => [...new Set(scopes)]),
    expiresAt: z
      .union([z.literal(''), InstantSchema, z.iso.date()])
      .nullish()
      // A calendar day (the dashboard's date field) is the end of that day in Dhaka (UTC+6).
      .transform((value) =>
        !value ? null : value.length === 10 ? `${value}T23:59:59+06:00` : value,
      )
      .refine((value) => value === null || Date.parse(value) > Date.now(), {
        error: API_KEY_MESSAGES.expiryInPast,
      }),
    currentPassword: CurrentPasswordSchema,
  })
  .meta({ id: 'CreateApiKeyInput' });
/** What `POST /api-keys` takes. */
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInputSchema>;

/**
 * `POST /api-keys` answer: the key and its secret, shown this once (only its hash is kept); a
 * replay of the request with the same `Idempotency-Key` answers the same key, its secret `null`.
 */
export const CreatedApiKeySchema = z
  .object({ apiKey: ApiKeySchema, secret: z.string().nullable() })
  .meta({ id: 'CreatedApiKey' });
/** A new key with its secret. */
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
