import { DeletedCountSchema, ModifiedCountSchema } from '@partline/shared';
import { api } from './api-client';

/**
 * `PUT path` with `body` (spec §7's writes that answer `{ modifiedCount }`): how many records it
 * changed.
 * @throws ApiError as `api.put` does.
 */
export async function putCounted(path: string, body?: unknown): Promise<number> {
  const { modifiedCount } = await api.put(path, ModifiedCountSchema, body);
  return modifiedCount;
}

/**
 * `DELETE path` (spec §7's deletes that answer `{ deletedCount }`): how many records it deleted.
 * @throws ApiError as `api.delete` does.
 */
export async function deleteCounted(path: string): Promise<number> {
  const { deletedCount } = await api.delete(path, DeletedCountSchema);
  return deletedCount;
}
