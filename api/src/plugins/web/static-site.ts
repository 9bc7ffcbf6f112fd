// Serves the built shop on the api's port (the embedded default): the host's index.html for
// every app route (history mode), each app's immutable versioned folders, /config.json and
// /remotes.json. Hashed assets are cached forever; index.html, config, registry and manifests
// are revalidated on every use (no-cache), so a release or rollback shows at the next load.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseOverrides, publicRegistry, readRegistry, REMOTE_FOLDERS } from './registry.js';

export interface WebSiteOptions {
  distDir: string;
  registryFile: string;
  runtimeConfig: () => unknown;
  remoteOverrides?: string;
  /** Path prefixes that belong to the APIs: never answered with index.html. */
  apiPrefixes: string[];
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

  const sendNoCacheJson = (reply: FastifyReply, body: unknown) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(body);

  app.get('/config.json', async (_req, reply) => sendNoCacheJson(reply, opts.runtimeConfig()));

  app.get('/remotes.json', async (_req, reply) => {
    if (!fs.existsSync(opts.registryFile)) {
      return reply.code(503).send({ error: { code: 'Registry:Missing', message: 'De site is nog niet gebouwd.' } });
    }
    return sendNoCacheJson(reply, publicRegistry(readRegistry(opts.registryFile), overrides));
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
    const host = currentHost();
    const rel = host && `host/${host}/sw.js`;
    if (!rel || !fs.existsSync(path.join(opts.distDir, rel))) return reply.code(404).send('Niet gevonden');
    return reply.header('cache-control', NO_CACHE).header('service-worker-allowed', '/').sendFile(rel);
  });

  function currentHost(): string | null {
    if (!fs.existsSync(opts.registryFile)) return null;
    return readRegistry(opts.registryFile).host?.current ?? null;
  }

  function sendIndex(reply: FastifyReply, url: string) {
    const host = currentHost();
    const file = host && path.join(opts.distDir, 'host', host, 'index.html');
    if (!file || !fs.existsSync(file)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('De site is nog niet gebouwd. Start met: npm start');
    }
    void url;
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(fs.readFileSync(file));
  }

  // History-mode fallback: app routes get the host's index.html; file-like paths and the APIs
  // get a 404.
  app.setNotFoundHandler(async (req, reply) => fallback(req, reply));

  function fallback(req: FastifyRequest, reply: FastifyReply) {
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
