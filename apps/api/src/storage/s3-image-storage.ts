import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        // Without keys the SDK's default chain applies (instance role, AWS_* variables, …).
        ...(config.accessKeyId && config.secretAccessKey
          ? {
              credentials: {
                accessKeyId: config.accessKeyId,
                secretAccessKey: config.secretAccessKey,
              },
            }
          : {}),
      });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: STORED_IMAGE_CACHE_CONTROL,
      }),
    );
    return { url: `${this.config.publicUrl}/${encodeURIComponent(key)}` };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}
