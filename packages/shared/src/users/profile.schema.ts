import { z } from 'zod';
import { LocaleSchema } from '../common/locale.schema.js';
import { USER_MESSAGES as M } from './user.messages.js';
import { ROLES } from './user.schema.js';

// The profile of spec §3 and its update (decision 091), in a module of its own so that pages
// without a profile (the first view of `/`) do not load these schemas.

/**
 * How a profile field that is not set is spoken (spec §5: "a missing one falls back to the
 * existing value or 'N/A'"; decision 091): text fields answer `'N/A'`; `photoURL` answers `''`, so
 * that a client rendering `<img src={photoURL}>` requests nothing (never a relative `N/A`); and
 * `PUT /update/user/{email}` takes any of these back as "not set", so what `GET /user/{email}`
 * answers can be sent back unchanged.
 */
export const PROFILE_NOT_SET = M.notAvailable;

/** Whether a profile value (sent or stored) means "not set": missing, blank or `'N/A'`. */
export function isProfileValueUnset(value: string | null | undefined): boolean {
  const text = value?.trim();
  return !text || text === PROFILE_NOT_SET;
}

/** A stored profile text as the API answers it: the value, or `'N/A'` when not set (spec §5). */
export function profileTextOut(stored: string | null | undefined): string {
  return stored == null || isProfileValueUnset(stored) ? PROFILE_NOT_SET : stored;
}

/** A stored photo URL as the API answers it: the URL, or `''` when not set (decision 091). */
export function profilePhotoOut(stored: string | null | undefined): string {
  return stored == null || isProfileValueUnset(stored) ? '' : stored;
}

const photoURLOut = z.string().meta({ description: "The photo's URL; `''` when not set." });

/**
 * A user's profile as the API answers it (spec §3). Text fields that are not set are `'N/A'`
 * (spec §5), `photoURL` is `''` ({@link PROFILE_NOT_SET}); `locale` is the language they chose
 * (decision 325).
 */
export const UserProfileSchema = z
  .object({
    email: z.string(),
    role: z.enum(ROLES),
    displayName: z.string(),
    photoURL: photoURLOut,
    institution: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    dateOfBirth: z.string(),
    locale: LocaleSchema,
  })
  .meta({ id: 'UserProfile' });

/** A user's profile. */
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** No NUL character: PostgreSQL cannot store it in text. */
const withoutNul = (text: string) => !text.includes('\u0000');

/** A profile text as sent: trimmed, at most `max` characters, no NUL character. */
const profileText = (max: number) =>
  z.string().trim().max(max).refine(withoutNul, { error: 'Must not contain a NUL character' });

/** A display name as sent: at most 100 characters, no NUL (the profile's and the account's). */
export const DisplayNameSchema = profileText(100);

/**
 * A photo URL as sent: empty or `'N/A'` (not set, decision 091), a path on this site (what
 * `POST /images` answers with local storage: `/uploads/…`; never `//host` or a backslash, which
 * browsers read as another host), or an absolute `http(s)` URL — never `javascript:`, `data:` or
 * another scheme a page would run or embed. At most 2,048 characters.
 */
export const PhotoURLSchema = profileText(2048).refine(
  (text) =>
    text === '' ||
    text === PROFILE_NOT_SET ||
    /^\/(?![/\\])[^\s\\]*$/.test(text) ||
    z.url({ protocol: /^https?$/ }).safeParse(text).success,
  { error: 'Must be an http(s) URL or a path on this site' },
);

/** `null` for a value that means "not set" ({@link isProfileValueUnset}), else the value. */
const unsetAsNull = (value: string | null) => (isProfileValueUnset(value) ? null : value);

/** A profile field of the update: `field`'s rules; "not set" (`''`, `'N/A'`, `null`) is `null`. */
const profileIn = (field: z.ZodType<string, string>) =>
  field.nullable().transform(unsetAsNull).optional();

/**
 * `PUT /update/user/{email}` body (spec §7): every field optional. A missing field keeps its value;
 * `''`, `'N/A'` or `null` clears it (spec §5, decision 091) — parsed as `null` — except
 * `displayName`, which is kept (an account always has a name). `dateOfBirth` is `YYYY-MM-DD`.
 * `locale` (`en` or `bn`, decision 325) is the web app's language switch saved to the account; it
 * cannot be cleared.
 */
export const UpdateProfileInputSchema = z
  .object({
    displayName: profileIn(DisplayNameSchema),
    institution: profileIn(profileText(150)),
    phoneNumber: profileIn(profileText(30)),
    address: profileIn(profileText(300)),
    dateOfBirth: z
      .string()
      .trim()
      .nullable()
      .transform(unsetAsNull)
      .pipe(z.iso.date().nullable())
      .optional(),
    photoURL: profileIn(PhotoURLSchema),
    locale: LocaleSchema.optional().describe(
      'The language the person reads the shop in (decision 325); missing keeps it.',
    ),
  })
  .meta({ id: 'UpdateProfileInput' });

/** Parsed profile update. */
export type UpdateProfileInput = z.output<typeof UpdateProfileInputSchema>;
