// Serves the built shop on the api's port (the embedded default): the host's index.html for
// every app route (history mode), each app's immutable versioned folders, /config.json and
// /remotes.json. Hashed assets are cached forever; index.html, config, registry and manifests
// are revalidated on every use (no-cache), so a release or rollback shows at the next load.
// Text files go out as the brotli or gzip file the build wrote beside them; everything else
// above 1 KB is compressed by the app's compression hook (installCompression). A page a remote
// renders for the caller (a page part) is answered by page-parts.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { escapeHtml } from '@kraanvogel/rules';
import Type from 'typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sendNotFound } from './errors.js';
import { compressed, preferredEncoding } from './compression.js';
import { createPageParts, type PagePartList } from './page-parts.js';
import { parseOverrides, publicRegistry, readRegistry, REMOTE_FOLDERS, ROLE_GATED_REMOTES, type Registry } from './site-registry.js';
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

export async function webSite(fastify: FastifyInstance, opts: WebSiteOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const overrides = parseOverrides(opts.remoteOverrides);
  // The page's inline scripts (the host's loader) are allowed by their hashes, per host version.
  const pageHeaders = (inlineScripts: string[]) =>
    shopSecurityHeaders({ apiBases: [], oidcIssuer: '', ...opts.policy, remoteOrigins: Object.values(overrides), inlineScripts });

  const sendNoCacheJson = (reply: FastifyReply, body: unknown) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(body);

  app.get('/config.json', { config: { access: 'public' } }, async (_req, reply) => sendNoCacheJson(reply, opts.runtimeConfig()));

  // no-cache plus an ETag: every page load asks, and an unchanged registry costs a 304.
  app.get('/remotes.json', { config: { access: 'public' } }, async (req, reply) => {
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
  const VersionedFile = Type.Object({ app: Type.String(), version: Type.String(), '*': Type.String() });
  app.get('/:app/:version/*', { config: { access: 'public' }, schema: { hide: true, params: VersionedFile } }, async (req, reply) => {
    const { app: folder, version } = req.params;
    const rest = req.params['*'];
    if (!APP_FOLDERS.includes(folder)) return fallback(req, reply);
    const rel = path.posix.normalize(`${folder}/${version}/${rest}`);
    // An app's server code (its page parts, below) runs here; browsers have the same code as chunks.
    if (rest.startsWith('server/')) return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Niet gevonden');
    if (rel.startsWith('..') || rel.includes('/../') || !fs.existsSync(path.join(opts.distDir, rel)) || !fs.statSync(path.join(opts.distDir, rel)).isFile()) {
      return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Niet gevonden');
    }
    return reply.header('cache-control', cacheControlFor(rel)).sendFile(rel);
  });

  // The service worker must be served from the root to control the whole site.
  app.get('/sw.js', { config: { access: 'public' } }, async (_req, reply) => {
    const host = await currentHost();
    const rel = host && `host/${host}/sw.js`;
    if (!rel || !fs.existsSync(path.join(opts.distDir, rel))) return reply.code(404).send('Niet gevonden');
    return reply.header('cache-control', NO_CACHE).header('service-worker-allowed', '/').sendFile(rel);
  });

  // The shop's icon, which browsers ask for at the root: the current host's copy.
  app.get('/favicon.ico', { config: { access: 'public' } }, async (_req, reply) => {
    const host = await currentHost();
    const rel = host && `host/${host}/favicon.ico`;
    if (!rel || !fs.existsSync(path.join(opts.distDir, rel))) return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Niet gevonden');
    return reply.header('cache-control', 'public, max-age=86400').sendFile(rel);
  });

  async function currentHost(): Promise<string | null> {
    return (await opts.registry.read())?.registry.host?.current ?? null;
  }

  // The host page carries what the host would otherwise fetch before it can do anything: the
  // runtime config and the registry, as a JSON data block (not a script, so the CSP allows it).
  // And the scripts the page needs: for a URL a remote owns (the host version's own table,
  // url-owners.json in its folder), that remote's entry and its route table's chunks (the runtime
  // would ask for them only after main.js and the boot chunks); for the remote widgets the host's
  // layout and the page place (page-widgets.json in the host's folder: the header's search box
  // and basket, checkout's add-intent handler, the home page's blocks), each remote's entry and
  // the widget's own chunks, at low priority; a widget shown from a breakpoint on carries that
  // media query. Not on the public pages (a visitor who is not signed in sees them without those
  // widgets), and nothing a page does not show: a preload is JavaScript moved. They go into the
  // host page's list for its loader (#kv-load, tools/webpack/page-loader.js), which asks for
  // them with the host's own after the first paint; a host page without a loader (a rollback to
  // an older host) gets them as preload hints. And where the page's app names the page's title
  // (shell-titles.json in its version folder), the shell's page part with that title (withTitle).
  // Built per host version, registry, config, owner, widget set and title, and compressed once.
  const pages = new Map<string, { plain: Buffer; br: Buffer; gzip: Buffer; headers: Record<string, string> }>();
  // The pages the owner remote renders for the caller (page-parts.ts).
  const pageParts = createPageParts(fastify, opts);

  function hostPage(template: string, registry: ReturnType<typeof publicRegistry>, config: unknown, files: Preload[], title: string | null, part: PagePartList | null) {
    const boot = jsonBlock({ config, registry });
    template = withTitle(template, title);
    // A host whose page has a loader (its #kv-load list, tools/webpack/page-loader.js) gets the
    // page's files added to that list: they are asked for after the first paint, with the boot's.
    // An older host's page (a rollback) gets preload hints.
    const list = LOAD_LIST.exec(template);
    let inject = `<script id="kv-boot" type="application/json">${boot}</script>`;
    if (list) {
      const load = JSON.parse(list[1]!) as { scripts: string[]; preloads: Preload[]; part?: PagePartList };
      const known = new Set(load.preloads.map((p) => p.href));
      for (const { href, media, low } of files) if (!known.has(href)) load.preloads.push({ href, ...(media ? { media } : {}), ...(low ? { low } : {}) });
      if (part) load.part = part;
      template = template.replace(list[0], () => `<script id="kv-load" type="application/json">${jsonBlock(load)}</script>`);
    } else {
      // Scripts the federation runtime and webpack load without a crossorigin attribute.
      inject += files
        .map(({ href, media, low }) => `<link rel="preload" href="${escapeHtml(href)}" as="script"${media ? ` media="${escapeHtml(media)}"` : ''}${low ? ' fetchpriority="low"' : ''}>`)
        .join('');
    }
    const html = template.includes('</head>') ? template.replace('</head>', `${inject}</head>`) : `${template}${inject}`;
    const plain = Buffer.from(html);
    return {
      plain,
      br: compressed(plain, 'br'),
      gzip: compressed(plain, 'gzip'),
      headers: pageHeaders(inlineScriptHashes(html)),
    };
  }

  // The shell's page part with the page's title (tools/webpack/static-shell.cjs): the heading is
  // painted from the HTML, at the place and size the page's own render gives it.
  // The template itself is left out of the page.
  function withTitle(template: string, title: string | null): string {
    const found = /<template id="kv-shell-page">([\s\S]*?)<\/template>/.exec(template);
    if (!found) return template;
    const html = template.replace(found[0], '');
    if (title === null) return html;
    const page = found[1]!.split('{title}').join(escapeHtml(title));
    return html.replace(/<!--kv-page-->[\s\S]*?<!--\/kv-page-->/g, () => page);
  }

  /**
   * The page's title as its app gives it (shell-titles.json in the app's version folder: the
   * host's own pages', or the owner remote's), or null where it is not known without data.
   */
  function titleOf(folder: string | null, pathname: string, query: URLSearchParams): string | null {
    if (!folder) return null;
    const table = readJson(`${folder}/shell-titles.json`) as Record<string, unknown> | null;
    const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    const choices = table && typeof table === 'object' && Object.hasOwn(table, p) ? table[p] : null;
    if (!Array.isArray(choices)) return null;
    for (const c of choices as { param?: unknown; title?: unknown }[]) {
      if (typeof c?.title !== 'string') continue;
      if (c.param === undefined) return c.title;
      const value = typeof c.param === 'string' ? query.get(c.param) : null;
      if (value) return c.title.split(`{${c.param as string}}`).join(value);
    }
    return null;
  }

  /** A remote's version folder (`mf-catalog/<version>`), from its manifest's URL; served from here only. */
  function folderOf(manifestUrl: string | undefined): string | null {
    if (!manifestUrl?.startsWith('/') || manifestUrl.startsWith('//') || manifestUrl.includes('..')) return null;
    return path.posix.dirname(manifestUrl.slice(1));
  }

  // Immutable files (a version folder is never written twice): read once.
  const jsonFiles = new Map<string, unknown>();
  function readJson(rel: string): unknown {
    if (!jsonFiles.has(rel)) {
      let value: unknown = null;
      try {
        value = JSON.parse(fs.readFileSync(path.join(opts.distDir, rel), 'utf8'));
      } catch {
        // Missing or unreadable (an older build): no preloads from it.
      }
      if (jsonFiles.size >= 200) jsonFiles.clear();
      jsonFiles.set(rel, value);
    }
    return jsonFiles.get(rel);
  }

  /** The remote that owns `pathname` by the host version's table, or null (the host's own pages). */
  function ownerOf(hostVersion: string, pathname: string): string | null {
    const table = readJson(`host/${hostVersion}/url-owners.json`);
    if (!table || typeof table !== 'object') return null;
    const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    for (const [remote, prefixes] of Object.entries(table as Record<string, unknown>)) {
      if (Array.isArray(prefixes) && prefixes.some((x) => typeof x === 'string' && (p === x || p.startsWith(`${x}/`)))) return remote;
    }
    return null;
  }

  /** A remote's entry and the chunks its exposed module needs at once, from its manifest (served from here only). */
  function exposeFiles(manifestUrl: string | undefined, expose: string): string[] {
    if (!manifestUrl?.startsWith('/') || manifestUrl.startsWith('//') || manifestUrl.includes('..')) return [];
    const manifest = readJson(manifestUrl.slice(1)) as ManifestFile | null;
    const entry = manifest?.metaData?.remoteEntry;
    const exposed = manifest?.exposes?.find((e) => e.name === expose);
    if (!entry?.name || !exposed) return [];
    const folder = path.posix.dirname(manifestUrl);
    return [path.posix.join(folder, entry.path ?? '', entry.name), ...(exposed.assets?.js?.sync ?? []).map((file) => path.posix.join(folder, file))];
  }

  /** The widgets the host version's layout and page place on `pathname` (page-widgets.json). */
  function widgetsOn(hostVersion: string, pathname: string): PageWidget[] {
    const table = readJson(`host/${hostVersion}/page-widgets.json`) as PageWidgetsFile | null;
    if (!table || typeof table !== 'object') return [];
    const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    const publicPages = Array.isArray(table.publicPages) ? table.publicPages : [];
    if (publicPages.some((x) => p === x || p.startsWith(`${x}/`))) return [];
    const list = [...(Array.isArray(table.everyPage) ? table.everyPage : []), ...(Array.isArray(table.pages?.[p]) ? table.pages[p] : [])];
    return list.filter((w): w is PageWidget => typeof w?.remote === 'string' && typeof w.expose === 'string' && (w.media === undefined || typeof w.media === 'string'));
  }

  /**
   * What to preload for a page: its owner's route table, then its widgets; a file once,
   * unconditional if any part needs it so. The widgets' files at low priority: on a slow line the
   * boot chunks and the page's own code, which the page's first render waits for, get the bandwidth first.
   */
  function preloadsFor(registry: ReturnType<typeof publicRegistry>, owner: string | null, widgets: PageWidget[]): Preload[] {
    const found = new Map<string, Preload>();
    const add = (files: string[], media: string | undefined, low: boolean) => {
      for (const href of files) {
        const known = found.get(href);
        if (!known) found.set(href, { href, media, low });
        else found.set(href, { href, media: known.media === media ? media : undefined, low: known.low && low });
      }
    };
    if (owner) add(exposeFiles(registry.remotes[owner]?.manifest, 'routes'), undefined, false);
    for (const w of widgets) add(exposeFiles(registry.remotes[w.remote]?.manifest, w.expose), w.media, true);
    return [...found.values()];
  }

  async function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    const current = await opts.registry.read();
    const host = current?.registry.host?.current ?? null;
    const file = host && path.join(opts.distDir, 'host', host, 'index.html');
    if (!current || !file || !fs.existsSync(file)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('De site is nog niet gebouwd. Start met: npm start');
    }
    const config = opts.runtimeConfig();
    const pathname = req.url.split('?')[0] ?? '/';
    // The back office (mf-admin) is for administrators, and the server does not know who asks:
    // its pages get no preloads, like the 404 page a customer sees there, so that no customer's
    // browser fetches a byte of it.
    const found = ownerOf(host, pathname);
    const owner = found && ROLE_GATED_REMOTES.has(found) ? null : found;
    // A path no remote owns is the home page or one of the host's own; anything else is the 404
    // page, whose layout (with the header's widgets or not) depends on a sign-in the server does
    // not know: nothing is preloaded there, so a visitor's browser has no unused preloads to warn about.
    const ownPage = pathname === '/' || /^\/(login|auth|logout)\/?$/.test(pathname);
    const widgets = owner || ownPage ? widgetsOn(host, pathname) : [];
    const registry = publicRegistry(current.registry, overrides);
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const ownerFolder = owner ? folderOf(registry.remotes[owner]?.manifest) : null;
    const parts = ownerFolder ? pageParts.of(ownerFolder) : null;
    if (req.headers['kv-page-part'] !== undefined) return pageParts.send(req, reply, parts);
    const title = owner ? titleOf(ownerFolder, pathname, query) : ownPage ? titleOf(`host/${host}`, pathname, query) : null;
    const part = parts ? { keys: parts.storageKeys() } : null;
    const key = `${host}\n${current.etag}\n${owner}\n${JSON.stringify(widgets)}\n${JSON.stringify(config)}\n${title}\n${JSON.stringify(part)}`;
    let page = pages.get(key);
    if (!page) {
      page = hostPage(fs.readFileSync(file, 'utf8'), registry, config, preloadsFor(registry, owner, widgets), title, part);
      if (pages.size >= 50) pages.clear();
      pages.set(key, page);
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    reply.headers(page.headers).header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.plain);
  }

  // History-mode fallback: app routes get the host's index.html; file-like paths and the APIs
  // get a 404.
  app.setNotFoundHandler(async (req, reply) => fallback(req, reply));

  async function fallback(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = opts.apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi) return sendNotFound(reply);
    if (looksLikeFile) return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Niet gevonden');
    return sendIndex(req, reply);
  }
}

/** The host page's list of scripts for its loader (tools/webpack/boot-preload.cjs). */
const LOAD_LIST = /<script id="kv-load" type="application\/json">([\s\S]*?)<\/script>/;

/** JSON for a data block: only '</script' could end it early, so '<' is written as \u003c. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The CSP sources ('sha256-…') of a page's inline scripts: those with neither src nor a data type. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /\stype="application\/json"/.test(attrs) || !m[2]) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2]).digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

interface Preload {
  href: string;
  media?: string;
  /** fetchpriority="low": a widget's code, after what the first paint needs. */
  low?: boolean;
}

/** A remote widget a page shows (the host's page-widgets.json). */
interface PageWidget {
  remote: string;
  expose: string;
  /** Shown only where this media query matches (a breakpoint). */
  media?: string;
}

/** What the server reads of the host's page-widgets.json. */
interface PageWidgetsFile {
  everyPage?: PageWidget[];
  pages?: Record<string, PageWidget[]>;
  publicPages?: string[];
}

/** What the server reads of a remote's mf-manifest.json. */
interface ManifestFile {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}
