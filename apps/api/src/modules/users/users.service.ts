import {
  DEFAULT_LOCALE,
  isLocale,
  profilePhotoOut,
  profileTextOut,
  USER_MESSAGES,
  type AdminFlag,
  type KeysetPage,
  type RegisterUserResult,
  type Role,
  type UpdateProfileInput,
  type UserListQuery,
  type UserProfile,
  type UserSummary,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import { decodeInstantCursor, pageLimitOf, toKeysetPage } from '../../keyset-page.js';
import type { RequestUser } from '../../plugins/identity.js';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import {
  demoteAdmin,
  findUserByEmail,
  listUsers,
  listUsersPage,
  setRole,
  updateProfile,
  type ProfileChanges,
  type UserRow,
} from './users.repository.js';

const roleOf = (row: UserRow): Role => (row.role === 'admin' ? 'admin' : 'user');

/** The profile of spec §3: `'N/A'` for text fields not set (spec §5), `''` for no photo (decision 091). */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    email: row.email,
    role: roleOf(row),
    displayName: profileTextOut(row.name),
    photoURL: profilePhotoOut(row.image),
    institution: profileTextOut(row.institution),
    phoneNumber: profileTextOut(row.phoneNumber),
    address: profileTextOut(row.address),
    dateOfBirth: profileTextOut(row.dateOfBirth),
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  };
}

/** A row of the admin lists. */
export function toUserSummary(row: UserRow): UserSummary {
  return {
    _id: row.id,
    email: row.email,
    displayName: profileTextOut(row.name),
    photoURL: profilePhotoOut(row.image),
    role: roleOf(row),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** @throws ForbiddenError unless `email` is the caller's own. */
export function assertOwnEmail(caller: RequestUser, email: string): void {
  if (!sameEmail(caller.email, email)) {
    throw new ForbiddenError('You may only use your own account');
  }
}

/**
 * The user of `email`, read on `db` or in a transaction.
 * @throws NotFoundError 'No user has this e-mail' for an unknown e-mail.
 */
async function userOfEmail(db: Database, email: string): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  if (!row) throw new NotFoundError('No user has this e-mail');
  return row;
}

/**
 * The user of `email` when the caller may read them: themselves, or anyone for an admin.
 * @throws ForbiddenError for a non-admin asking about someone else (whether they exist or not);
 *   NotFoundError for an admin asking about an unknown e-mail.
 */
async function readableUser(db: Database, caller: RequestUser, email: string): Promise<UserRow> {
  if (caller.role !== 'admin') assertOwnEmail(caller, email);
  return userOfEmail(db, email);
}

/** `GET /user/{email}`: own profile, or any for an admin (errors of readableUser). */
export async function getProfile(
  db: Database,
  caller: RequestUser,
  email: string,
): Promise<UserProfile> {
  return toUserProfile(await readableUser(db, caller, email));
}

/** `GET /admin/{email}` (spec §3 admin check). */
export async function getAdminFlag(
  db: Database,
  caller: RequestUser,
  email: string,
): Promise<AdminFlag> {
  return { admin: roleOf(await readableUser(db, caller, email)) === 'admin' };
}

/** `GET /{email}` role lookup. */
export async function getRole(
  db: Database,
  caller: RequestUser,
  email: string,
): Promise<{ role: Role }> {
  return { role: roleOf(await readableUser(db, caller, email)) };
}

/**
 * `PUT /user/{email}` (spec §4: "on sign-in the user is registered with role user"): gives the
 * caller the role `user` when they have no valid role; never downgrades an admin. `insertedId` is
 * the caller's id when this call set the role, else `null`.
 * @throws ForbiddenError when `email` is not the caller's.
 */
export async function registerUser(
  db: Database,
  caller: RequestUser,
  email: string,
): Promise<RegisterUserResult> {
  assertOwnEmail(caller, email);
  const row = await userOfEmail(db, email);
  if (row.role === 'admin' || row.role === 'user') return { insertedId: null, role: row.role };
  await setRole(db, row.id, 'user');
  return { insertedId: row.id, role: 'user' };
}

/**
 * `PUT /update/user/{email}`: a missing field keeps its value; one sent as "not set" (`''`,
 * `'N/A'`, `null`: `null` once parsed, decision 091) is cleared, except the name, which is kept.
 * `displayName` and `photoURL` are the account's name and image; `locale` the language the web
 * app's switch saved (decision 325).
 * @throws ForbiddenError when `email` is not the caller's.
 */
export async function updateOwnProfile(
  db: Database,
  caller: RequestUser,
  email: string,
  input: UpdateProfileInput,
): Promise<{ modifiedCount: number }> {
  assertOwnEmail(caller, email);
  const changes: ProfileChanges = {
    ...(input.displayName ? { name: input.displayName } : {}),
    ...(input.photoURL !== undefined ? { image: input.photoURL } : {}),
    ...(input.institution !== undefined ? { institution: input.institution } : {}),
    ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
  };
  return { modifiedCount: await updateProfile(db, caller.id, changes) };
}

/**
 * `GET /users` (admin; decisions 092, 210, 217, 247): users oldest first (`sort=newest`: newest
 * first), those whose e-mail or name contains `q` when given, one keyset page — `limit` of them
 * after `cursor`, or without either the first `SPEC_LIST_CAP` as the specification's list — and
 * the cursor of the next page (`null` on the last).
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for a tampered cursor.
 */
export async function listAllUsers(
  db: Database,
  { sort, limit, cursor, q }: UserListQuery,
): Promise<KeysetPage<UserSummary>> {
  const size = pageLimitOf({ limit, cursor });
  const after = cursor === undefined ? undefined : decodeInstantCursor(cursor, 'text');
  const order = sort === 'newest' ? 'newest' : 'oldest';
  const rows = await listUsersPage(db, order, size + 1, after, q);
  const page = toKeysetPage(rows, size, (row) => [row.createdAtKey, row.id]);
  return { items: page.items.map(toUserSummary), nextCursor: page.nextCursor };
}

/** `GET /admin` (admin). */
export async function listAdmins(db: Database): Promise<UserSummary[]> {
  return (await listUsers(db, 'admin')).map(toUserSummary);
}

/**
 * `PUT /user/admin/{email}` (admin): makes the user an admin; `modifiedCount` 0 when already one.
 * A change is audited (`user.make_admin`, the role before and after) in the same transaction.
 * @throws NotFoundError for an unknown e-mail.
 */
export async function makeAdmin(
  db: Database,
  email: string,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  const modifiedCount = await db.transaction(async (tx) => {
    const row = await userOfEmail(tx, email);
    const changed = await setRole(tx, row.id, 'admin');
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'user.make_admin',
        targetType: 'user',
        targetId: row.id,
        targetLabel: row.email,
        before: { role: roleOf(row) },
        after: { role: 'admin' },
      });
    }
    return changed;
  });
  return { modifiedCount };
}

/**
 * `DELETE /user/admin/{email}` (admin): removes admin rights; `modifiedCount` 0 when the user was
 * not an admin. A removal is audited (`user.remove_admin`) in the same transaction.
 * @throws ConflictError "You can't remove yourself from admin" (spec §4) or "The last admin cannot
 *   be removed"; NotFoundError for an unknown e-mail.
 */
export async function removeAdmin(
  db: Database,
  caller: RequestUser,
  email: string,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  if (sameEmail(caller.email, email)) throw new ConflictError(USER_MESSAGES.cannotRemoveYourself);
  const row = await userOfEmail(db, email);
  const outcome = await db.transaction(async (tx) => {
    const result = await demoteAdmin(tx, row.id);
    if (result === 'demoted') {
      await recordAudit(tx, actor, {
        action: 'user.remove_admin',
        targetType: 'user',
        targetId: row.id,
        targetLabel: row.email,
        before: { role: 'admin' },
        after: { role: 'user' },
      });
    }
    return result;
  });
  if (outcome === 'last-admin') throw new ConflictError(USER_MESSAGES.lastAdmin);
  return { modifiedCount: outcome === 'demoted' ? 1 : 0 };
}
