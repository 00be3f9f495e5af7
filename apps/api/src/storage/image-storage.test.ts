import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/helpers/s3-server.js';
import { makeTempDir, testConfig } from '../../test/helpers/test-app.js';
import { ConfigError } from '../config/env.js';
import {
  createImageStorage,
  LocalImageStorage,
  S3ImageStorage,
  STORED_IMAGE_CACHE_CONTROL,
} from './index.js';

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

describe('S3 configuration', () => {
  it('is off without S3_BUCKET: images go to DATA_DIR/uploads', () => {
    const config = testConfig(dataDir);
    expect(config.s3).toBeUndefined();
    expect(createImageStorage(config)).toBeInstanceOf(LocalImageStorage);
  });

  it('defaults to us-east-1, path-style requests and ENDPOINT/BUCKET URLs with an endpoint', () => {
    const config = testConfig(dataDir, {
      S3_BUCKET: 'shop-images',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'shop-images',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'http://minio.internal:9000/shop-images',
      forcePathStyle: true,
    });
    expect(createImageStorage(config)).toBeInstanceOf(S3ImageStorage);
  });

  it('uses virtual-hosted AWS URLs without an endpoint, and S3_PUBLIC_URL when given', () => {
    const aws = testConfig(dataDir, { S3_BUCKET: 'shop-images', S3_REGION: 'eu-west-1' });
    expect(aws.s3).toMatchObject({
      endpoint: undefined,
      publicUrl: 'https://shop-images.s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
    });
    const cdn = testConfig(dataDir, {
      S3_BUCKET: 'shop-images',
      S3_PUBLIC_URL: 'https://img.example.com/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(cdn.s3).toMatchObject({ publicUrl: 'https://img.example.com', forcePathStyle: true });
  });

  it('names every bad S3 variable at once', () => {
    const load = () =>
      testConfig(dataDir, {
        S3_ENDPOINT: 'ftp://files.example.com',
        S3_ACCESS_KEY_ID: 'key',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      expect((error as ConfigError).keys.sort()).toEqual([
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'S3_SECRET_ACCESS_KEY',
      ]);
    }
    expect(() => testConfig(dataDir, { S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('LocalImageStorage', () => {
  it('writes the file and answers its /uploads path; delete removes it', async () => {
    const directory = join(dataDir, 'uploads');
    const storage = new LocalImageStorage(directory);
    const { url } = await storage.put('a1.webp', bytes, 'image/webp');
    expect(url).toBe('/uploads/a1.webp');
    expect(readFileSync(join(directory, 'a1.webp'))).toEqual(Buffer.from(bytes));
    await storage.delete('a1.webp');
    expect(existsSync(join(directory, 'a1.webp'))).toBe(false);
    await expect(storage.delete('a1.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', 'nested/a.webp', '.hidden.webp', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = new LocalImageStorage(join(dataDir, 'uploads'));
      await expect(storage.put(key, bytes, 'image/webp')).rejects.toThrow(/storage key/);
    },
  );
});

describe('S3ImageStorage against a local S3-compatible server (s3rver)', () => {
  let s3: TestS3Server;
  let storage: S3ImageStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    const config = testConfig(dataDir, s3.env);
    storage = createImageStorage(config) as S3ImageStorage;
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('puts an object that anyone can then GET over HTTP at the answered URL', async () => {
    const { url } = await storage.put('b2.webp', bytes, 'image/webp');
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/b2.webp`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(STORED_IMAGE_CACHE_CONTROL);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves a PDF as an attachment, an image inline', async () => {
    const { url } = await storage.put('d4.pdf', bytes, 'application/pdf');
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    const image = await fetch((await storage.put('d5.webp', bytes, 'image/webp')).url);
    expect(image.headers.get('content-disposition')).toBeNull();
  });

  it('deletes an object', async () => {
    const { url } = await storage.put('c3.webp', bytes, 'image/webp');
    await storage.delete('c3.webp');
    expect((await fetch(url)).status).toBe(404);
  });

  it('fails when the bucket does not exist', async () => {
    const config = testConfig(dataDir, { ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const missing = createImageStorage(config) as S3ImageStorage;
    await expect(missing.put('d4.webp', bytes, 'image/webp')).rejects.toThrow();
    missing.close();
  });
});
