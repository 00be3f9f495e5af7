import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/env.js';
import {
  assertStorageKey,
  STORED_IMAGE_CACHE_CONTROL,
  type ImageStorage,
} from './image-storage.js';

/**
 * Images as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), served from
 * `S3_PUBLIC_URL/<key>` (the bucket, a CDN in front of it, or a custom domain). The bucket must
 * allow public reads of its objects (bucket policy): no per-object ACL is sent, because many
 * buckets have ACLs disabled.
 */
export class S3ImageStorage implements ImageStorage {
  #client: Promise<S3Client> | undefined;
  #created: S3Client | undefined;

  /** @param client a client to use instead of one made from `config` (tests). */
  constructor(
    private readonly config: S3Config,
    client?: S3Client,
  ) {
    if (client) {
      this.#created = client;
      this.#client = Promise.resolve(client);
    }
  }

  /**
   * The SDK and its client, loaded on the first upload or delete rather than at start-up: the S3
   * SDK takes ~20 MB of the server's memory, and a shop storing images on disk never needs it
   * (decision 043).
   */
  async #sdk() {
    const sdk = await import('@aws-sdk/client-s3');
    this.#client ??= Promise.resolve(
      (this.#created = new sdk.S3Client({
        region: this.config.region,
        forcePathStyle: this.config.forcePathStyle,
        ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
        // Without keys the SDK's default chain applies (instance role, AWS_* variables, …).
        ...(this.config.accessKeyId && this.config.secretAccessKey
          ? {
              credentials: {
                accessKeyId: this.config.accessKeyId,
                secretAccessKey: this.config.secretAccessKey,
              },
            }
          : {}),
      })),
    );
    return { sdk, client: await this.#client };
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }> {
    assertStorageKey(key);
    const { sdk, client } = await this.#sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: STORED_IMAGE_CACHE_CONTROL,
        // A product's PDF downloads, never renders on the bucket's origin (decision 318).
        ...(contentType === 'application/pdf' ? { ContentDisposition: 'attachment' } : {}),
      }),
    );
    return { url: `${this.config.publicUrl}/${encodeURIComponent(key)}` };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.#sdk();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Closes the client's sockets (nothing to close before the first upload or delete). */
  close(): void {
    this.#created?.destroy();
  }
}
