import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are, bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Weak ETags on generated answers (JSON, HTML strings), then Brotli or gzip for answers of at
 * least 1 KB. ETag first: it hashes the body before compression turns it into a stream; weak,
 * because the compressed and plain bodies are different bytes of the same content.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(etag, { weak: true });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'partline-compress' },
);
