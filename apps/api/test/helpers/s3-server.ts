import { rmSync } from 'node:fs';
import S3rver from 's3rver';
import { makeTempDir } from './test-app.js';

/** A local S3-compatible server (s3rver) on a free port, with one empty bucket. */
export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** `S3_*` variables for {@link testConfig} that point at this server. */
  env: Record<string, string>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/** s3rver accepts any request signed with these (its documented defaults). */
const S3RVER_KEY = 'S3RVER';

/** Starts s3rver on 127.0.0.1 and a free port, storing objects in a temporary folder. */
export async function startS3Server(bucket = 'partline-images'): Promise<TestS3Server> {
  const directory = makeTempDir('partline-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
