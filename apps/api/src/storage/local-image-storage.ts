import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, type ImageStorage } from './image-storage.js';

/** URL path under which the static plugin serves `DATA_DIR/uploads`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Images as files in one folder (`DATA_DIR/uploads`), served by the static plugin at
 * `/uploads/<key>`. URLs are paths on this server, so they keep working when the public origin
 * changes.
 */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly directory: string) {}

  /**
   * Writes the file under a temporary name and renames it, so nobody is served half a file. The
   * static plugin derives the content type from the key's extension.
   */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<{ url: string }> {
    assertStorageKey(key);
    await mkdir(this.directory, { recursive: true });
    const draft = join(this.directory, `.${key}.${randomUUID()}.part`);
    try {
      await writeFile(draft, bytes, { flag: 'wx', mode: 0o644 });
      await rename(draft, join(this.directory, key));
    } catch (error) {
      await rm(draft, { force: true });
      throw error;
    }
    return { url: `${UPLOADS_URL_PREFIX}${encodeURIComponent(key)}` };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await unlink(join(this.directory, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
