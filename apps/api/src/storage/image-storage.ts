/**
 * Where uploaded images are kept. Keys are flat file names chosen by the server (`<uuid>-<width>w.webp`),
 * never by a client.
 */
export interface ImageStorage {
  /**
   * Stores `bytes` under `key` and answers the URL clients fetch it from: a path on this server
   * (`/uploads/<key>`) or an absolute URL of the object store.
   *
   * @throws Error when the key is not a plain file name or the store refuses the write.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** Removes `key`; a key that does not exist is not an error. */
  delete?(key: string): Promise<void>;
  /** Releases connections; the storage is not used afterwards. */
  close?(): void | Promise<void>;
}

/** A plain file name: letters, digits, `.`, `_`, `-`, not starting with a dot. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Refuses keys that could leave the storage folder or the bucket prefix (`../x`, `a/b`, `.hidden`).
 *
 * @throws Error for any key that is not a plain file name.
 */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}

/** Stored images never change (every upload gets a new random key), so they may be cached for good. */
export const STORED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
