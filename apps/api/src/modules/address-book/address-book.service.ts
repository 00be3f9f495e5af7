import {
  ADDRESS_BOOK_MAX,
  ADDRESS_BOOK_MESSAGES,
  type Address,
  type AddressInput,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { assertRowId } from '../../row-id.js';
import type { RequestUser } from '../../plugins/identity.js';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  lockAddressBook,
  promoteOldest,
  updateAddress,
  type AddressRow,
} from './address-book.repository.js';

const M = ADDRESS_BOOK_MESSAGES;

/** A row as the API answers it. */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    label: row.label,
    address: row.address,
    phoneNumber: row.phoneNumber,
    isDefault: row.isDefault,
  };
}

/** `GET /addresses`: the caller's address book, the default first. */
export async function getAddressBook(db: Database, caller: RequestUser): Promise<Address[]> {
  return (await listAddresses(db, caller.id)).map(toAddress);
}

/**
 * `POST /addresses`: adds an address; the first one, or one sent with `isDefault`, becomes the
 * default (the others stop being it), in one transaction.
 * @throws ConflictError when the book holds {@link ADDRESS_BOOK_MAX} addresses.
 */
export async function addAddress(
  db: Database,
  caller: RequestUser,
  input: AddressInput,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, caller.id);
    const count = await countAddresses(tx, caller.id);
    if (count >= ADDRESS_BOOK_MAX) throw new ConflictError(M.full);
    const isDefault = input.isDefault === true || count === 0;
    if (isDefault) await clearDefault(tx, caller.id);
    return toAddress(
      await insertAddress(tx, {
        userId: caller.id,
        label: input.label ?? '',
        address: input.address,
        phoneNumber: input.phoneNumber,
        isDefault,
      }),
    );
  });
}

/**
 * `PUT /addresses/{id}`: changes the caller's address. `isDefault: true` makes it the default;
 * the default stays the default when `isDefault` is false (another one is chosen by making it
 * the default).
 * @throws NotFoundError 'Address not found' (malformed, unknown or another client's id).
 */
export async function changeAddress(
  db: Database,
  caller: RequestUser,
  id: string,
  input: AddressInput,
): Promise<Address> {
  assertRowId(id, M.notFound);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, caller.id);
    const before = await findAddress(tx, caller.id, id);
    if (!before) throw new NotFoundError(M.notFound);
    const isDefault = input.isDefault === true || before.isDefault;
    if (isDefault) await clearDefault(tx, caller.id, id);
    const row = await updateAddress(tx, caller.id, id, {
      label: input.label ?? before.label,
      address: input.address,
      phoneNumber: input.phoneNumber,
      isDefault,
    });
    if (!row) throw new NotFoundError(M.notFound);
    return toAddress(row);
  });
}

/**
 * `DELETE /addresses/{id}`: removes the caller's address; when it was the default, the oldest
 * remaining one becomes the default. Orders keep the address they were placed with.
 * @throws NotFoundError 'Address not found'.
 */
export async function removeAddress(
  db: Database,
  caller: RequestUser,
  id: string,
): Promise<{ deletedCount: number }> {
  assertRowId(id, M.notFound);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, caller.id);
    const row = await deleteAddress(tx, caller.id, id);
    if (!row) throw new NotFoundError(M.notFound);
    if (row.isDefault) await promoteOldest(tx, caller.id);
    return { deletedCount: 1 };
  });
}

/**
 * The address an order of the caller goes to: `id` of their book, or its default.
 * @throws NotFoundError 'Address not found' for an id not in the book; ConflictError 'Add a
 *   delivery address to your address book first' for an empty book.
 */
export async function deliveryAddressOf(
  db: Database,
  caller: RequestUser,
  id: string | undefined,
): Promise<Address> {
  const row = id ? await findAddress(db, caller.id, id) : await findDefaultAddress(db, caller.id);
  if (row) return toAddress(row);
  if (id) throw new NotFoundError(M.notFound);
  throw new ConflictError(M.noAddress, { addressId: [M.noAddress] });
}
