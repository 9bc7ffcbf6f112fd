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

/** A page's HTML compressed once for the wire (a fast brotli level: it is made per request or per page version). */
export function compressed(plain: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(plain);
}

/** br or gzip as the client accepts them (a q of 0 refuses), br first; null for neither. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}
