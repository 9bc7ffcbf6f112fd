// Page parts (docs/architecture.md, Boot): a page of a remote that ships server/page-parts.cjs in
// its version folder (tools/webpack's ServerPageParts), rendered by that module for the caller of
// the tab that asks. The site (static-site.ts) names the module's storage keys in the page's
// #kv-load list and hands this the requests that carry the kv-page-part header.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './auth.js';
import { compressed, preferredEncoding } from './compression.js';
import { sendError } from './errors.js';

/** The storage keys a page's server render reads, for the page's loader (#kv-load's `part`). */
export interface PagePartList {
  keys: string[];
}

/** An app's server/page-parts.cjs (tools/webpack/static-shell.cjs's ServerPageParts). */
interface PageParts {
  storageKeys(): string[];
  renderPagePart(req: {
    url: string;
    user: { sub: string; name: string; customerNumber?: string; punchoutSession?: string };
    storage: Record<string, string>;
    api: Record<string, string>;
    get: (url: string) => Promise<unknown>;
  }): Promise<string | null>;
}

/** The tab's values of the named storage keys (the kv-storage header: URI-encoded JSON); anything else is left out. */
export function storageValues(header: string | string[] | undefined, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof header !== 'string' || header.length > 16_384) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(header));
  } catch {
    return out;
  }
  if (!parsed || typeof parsed !== 'object') return out;
  for (const k of keys) {
    const v = (parsed as Record<string, unknown>)[k];
    if (typeof v === 'string') out[k] = v;
  }
  return out;
}

export function createPageParts(fastify: FastifyInstance, opts: { distDir: string; apiPrefixes: string[]; runtimeConfig: () => unknown }) {
  // The owner remote's pages rendered for the signed-in caller: the
  // owner remote's version folder may hold server/page-parts.cjs (tools/webpack's ServerPageParts),
  // built from the same components as its browser code. Such a page's #kv-load list names the
  // browser storage keys the render reads (`part`); the page's loader then asks for the page
  // again with the tab's own token (Authorization), those values (kv-storage, URI-encoded JSON)
  // and the kv-page-part header, and puts the HTML it gets into the shell's page area. The
  // server knows who asks only from that token (the session is the tab's, not a cookie's): the
  // data comes from the APIs with the caller's token, so it is scoped as the browser's own calls.
  const serverParts = new Map<string, PageParts | null>();
  const requireFromDist = createRequire(path.join(opts.distDir, 'package.json'));
  function of(folder: string): PageParts | null {
    if (!serverParts.has(folder)) {
      const file = path.join(opts.distDir, folder, 'server', 'page-parts.cjs');
      let parts: PageParts | null = null;
      try {
        if (fs.existsSync(file)) {
          const loaded = requireFromDist(file) as Partial<PageParts>;
          if (typeof loaded.renderPagePart === 'function' && typeof loaded.storageKeys === 'function') parts = loaded as PageParts;
        }
      } catch (error) {
        fastify.log.error({ err: error, folder }, 'page parts could not be loaded');
      }
      if (serverParts.size >= 20) {
        // Versions long replaced: their modules go from Node's module cache too.
        for (const old of serverParts.keys()) delete requireFromDist.cache[path.join(opts.distDir, old, 'server', 'page-parts.cjs')];
        serverParts.clear();
      }
      serverParts.set(folder, parts);
    }
    return serverParts.get(folder) ?? null;
  }

  async function send(req: FastifyRequest, reply: FastifyReply, parts: PageParts | null) {
    reply.header('cache-control', 'no-store').header('vary', 'Authorization, kv-storage');
    const authorization = req.headers.authorization;
    const token = typeof authorization === 'string' ? /^Bearer +(\S+)$/i.exec(authorization)?.[1] : undefined;
    let caller: Caller;
    try {
      if (!token) throw new Error('no token');
      caller = await fastify.verifyToken(token);
    } catch {
      return sendError(reply, 401, { error: { code: 'Unauthorized', message: 'U bent niet (meer) ingelogd.' } });
    }
    if (!parts) return reply.code(204).send();
    const api = ((opts.runtimeConfig() as { api?: Record<string, string> }).api ?? {}) as Record<string, string>;
    // The shop's APIs only (never a page, never this request again), as the caller.
    const get = async (url: string) => {
      if (!opts.apiPrefixes.some((p) => url.startsWith(`${p}/`))) return null;
      const res = await fastify.inject({ method: 'GET', url, headers: { authorization: authorization! } });
      return res.statusCode === 200 ? (res.json() as unknown) : null;
    };
    try {
      const html = await parts.renderPagePart({
        url: req.url,
        user: { sub: caller.sub, name: caller.userName ?? caller.sub, ...(caller.customerNumber ? { customerNumber: caller.customerNumber } : {}), ...(caller.punchoutSession ? { punchoutSession: caller.punchoutSession } : {}) },
        storage: storageValues(req.headers['kv-storage'], parts.storageKeys()),
        api,
        get,
      });
      if (html === null) return reply.code(204).send();
      // Compressed here, like the page (the compression hook does not see this handler's answers).
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      const plain = Buffer.from(html);
      reply.type('text/html; charset=utf-8').header('vary', 'Authorization, kv-storage, Accept-Encoding');
      if (!encoding) return reply.send(plain);
      return reply.header('content-encoding', encoding).send(compressed(plain, encoding));
    } catch (error) {
      // The page renders in the browser as always; the part was only a head start.
      req.log.error({ err: error }, 'page part failed');
      return reply.code(204).send();
    }
  }

  return { of, send };
}
