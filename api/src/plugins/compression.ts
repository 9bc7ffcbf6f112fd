// Compresses responses above 1 KB with brotli or gzip, as the client's Accept-Encoding allows.
// Files that were compressed at build time already carry their Content-Encoding and pass
// through untouched; streamed bodies (PDF, Excel) are compressed as they stream.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

export const COMPRESSION_THRESHOLD = 1024;

export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // A fast brotli level: per request, the CPU time counts more than the last few bytes.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
