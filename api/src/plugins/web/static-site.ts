// Serves the built shop on the api's port (the embedded default): the host's index.html for
// every app route (history mode), each app's immutable versioned folders, /config.json and
// /remotes.json. Hashed assets are cached forever; index.html, config, registry and manifests
// are revalidated on every use (no-cache), so a release or rollback shows at the next load.
// Text files go out as the brotli or gzip file the build wrote beside them; everything else
// above 1 KB is compressed by the app's compression hook (installCompression).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseOverrides, publicRegistry, readRegistry, REMOTE_FOLDERS, type Registry } from './registry.js';
import { shopSecurityHeaders, type ShopPolicySources } from './security-headers.js';

/** Where the registry comes from: the release API's database, or the local file `pnpm build` writes. */
export interface RegistrySource {
  /** The registry and a validator that changes whenever it does; null while nothing is built. */
  read(): Promise<{ registry: Registry; etag: string } | null>;
}

export function fileRegistrySource(file: string): RegistrySource {
  return {
    read: async () => {
      if (!fs.existsSync(file)) return null;
      const stat = fs.statSync(file);
      return { registry: readRegistry(file), etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
    },
  };
}

export interface WebSiteOptions {
  distDir: string;
  registry: RegistrySource;
  runtimeConfig: () => unknown;
  remoteOverrides?: string;
  /** Path prefixes that belong to the APIs: never answered with index.html. */
  apiPrefixes: string[];
  /** What the page's Content-Security-Policy allows besides this origin (the remotes' dev servers are added). */
  policy?: Omit<ShopPolicySources, 'remoteOrigins'>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const APP_FOLDERS = ['host', ...Object.values(REMOTE_FOLDERS)];

function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base === 'index.html' || base.endsWith('.json') || base === 'sw.js') return NO_CACHE;
  // Everything in a version folder is immutable, entries named without a hash included
  // (main.js, remoteEntry.js): the version in the folder name changes with any byte of them.
  return IMMUTABLE;
}

export async function webSite(app: FastifyInstance, opts: WebSiteOptions) {
  const overrides = parseOverrides(opts.remoteOverrides);
  const pageHeaders = shopSecurityHeaders({ apiBases: [], oidcIssuer: '', ...opts.policy, remoteOrigins: Object.values(overrides) });

  const sendNoCacheJson = (reply: FastifyReply, body: unknown) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(body);

  app.get('/config.json', async (_req, reply) => sendNoCacheJson(reply, opts.runtimeConfig()));

  // no-cache plus an ETag: every page load asks, and an unchanged registry costs a 304.
  app.get('/remotes.json', async (req, reply) => {
    const current = await opts.registry.read();
    if (!current) return reply.code(503).send({ error: { code: 'Registry:Missing', message: 'De site is nog niet gebouwd.' } });
    reply.header('etag', current.etag);
    if (req.headers['if-none-match'] === current.etag) return reply.code(304).header('cache-control', NO_CACHE).send();
    return sendNoCacheJson(reply, publicRegistry(current.registry, overrides));
  });

  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The build put main.js.br and main.js.gz beside main.js: sent as the client accepts,
    // with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
  });

  // /<app>/<version>/<file>: the versioned folders. A missing asset is a 404, never index.html.
  app.get('/:app/:version/*', async (req, reply) => {
    const { app: folder, version } = req.params as { app: string; version: string; '*': string };
    const rest = (req.params as Record<string, string>)['*'];
    if (!APP_FOLDERS.includes(folder)) return fallback(req, reply);
    const rel = path.posix.normalize(`${folder}/${version}/${rest}`);
    if (rel.startsWith('..') || rel.includes('/../') || !fs.existsSync(path.join(opts.distDir, rel)) || !fs.statSync(path.join(opts.distDir, rel)).isFile()) {
      return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Niet gevonden');
    }
    return reply.header('cache-control', cacheControlFor(rel)).sendFile(rel);
  });

  // The service worker must be served from the root to control the whole site.
  app.get('/sw.js', async (_req, reply) => {
    const host = await currentHost();
    const rel = host && `host/${host}/sw.js`;
    if (!rel || !fs.existsSync(path.join(opts.distDir, rel))) return reply.code(404).send('Niet gevonden');
    return reply.header('cache-control', NO_CACHE).header('service-worker-allowed', '/').sendFile(rel);
  });

  async function currentHost(): Promise<string | null> {
    return (await opts.registry.read())?.registry.host?.current ?? null;
  }

  async function sendIndex(reply: FastifyReply, url: string) {
    const host = await currentHost();
    const file = host && path.join(opts.distDir, 'host', host, 'index.html');
    if (!file || !fs.existsSync(file)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('De site is nog niet gebouwd. Start met: npm start');
    }
    void url;
    // Sent as a file: its brotli or gzip sibling goes out as the client accepts (the compression
    // hook, added per route, does not see this not-found handler).
    return reply.headers(pageHeaders).header('cache-control', NO_CACHE).sendFile(`host/${host}/index.html`);
  }

  // History-mode fallback: app routes get the host's index.html; file-like paths and the APIs
  // get a 404.
  app.setNotFoundHandler(async (req, reply) => fallback(req, reply));

  async function fallback(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = opts.apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ error: { code: 'NotFound', message: 'Niet gevonden' } });
    }
    if (isApi) return reply.code(404).send({ error: { code: 'NotFound', message: 'Niet gevonden' } });
    if (looksLikeFile) return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Niet gevonden');
    return sendIndex(reply, req.url);
  }
}
