import { join } from 'node:path';
import type { Config } from '../config/env.js';
import type { ImageStorage } from './image-storage.js';
import { LocalImageStorage } from './local-image-storage.js';
import { S3ImageStorage } from './s3-image-storage.js';

export {
  assertStorageKey,
  STORED_IMAGE_CACHE_CONTROL,
  type ImageStorage,
} from './image-storage.js';
export { LocalImageStorage, UPLOADS_URL_PREFIX } from './local-image-storage.js';
export { S3ImageStorage } from './s3-image-storage.js';

/**
 * The image storage of `config`: the S3-compatible bucket when `S3_BUCKET` is set, otherwise the
 * folder `DATA_DIR/uploads` that the static plugin serves at `/uploads`.
 */
export function createImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  if (config.s3) return new S3ImageStorage(config.s3);
  return new LocalImageStorage(join(config.dataDir, 'uploads'));
}
