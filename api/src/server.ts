// Starts the api (and, by default, the built shop) on one port. app.ts builds; this only listens.
import { buildApp } from './app.js';
import { heavyWork } from './lib/workers/pool.js';
import { redactedRequest } from './lib/log-redact.js';
import { env, loadConfig } from './config/env.js';
import fs from 'node:fs';
import { readRegistry } from './plugins/site-registry.js';
import { fileRegistrySource, webSite, type RegistrySource } from './plugins/static-site.js';

const config = loadConfig();
const apiBases = config.bases;

const app = await buildApp({
  config,
  // Punch-in logins and start tokens stay out of the log (lib/log-redact.ts).
  logger: { level: config.logLevel, serializers: { req: redactedRequest } },
  // Without the web site the APIs' own not-found handler answers unknown URLs.
  after: !env.serveWeb ? undefined : async (app) => {
    let registry: RegistrySource = fileRegistrySource(env.registryFile);
    const release = app.release;
    if (release) {
      // The release API owns the registry: what `pnpm build` released locally becomes known to it.
      if (fs.existsSync(env.registryFile)) await release.importLocal(readRegistry(env.registryFile));
      registry = {
        read: async () => {
          const { revision, registry: reg } = await release.registry.publicRegistry();
          return Object.keys(reg).length ? { registry: reg, etag: `"rev-${revision}"` } : null;
        },
      };
    }
    await app.register(webSite, {
      distDir: env.distDir,
      registry,
      remoteOverrides: env.remoteOverrides,
      apiPrefixes: Object.values(apiBases),
      policy: { apiBases: Object.values(apiBases), oidcIssuer: config.oidc.issuer, tagManager: Boolean(env.tagManagerId) },
      runtimeConfig: () => ({
        api: apiBases,
        search: { index: 'articles', apiVersion: '2017-11-11', queryKey: env.searchQueryKey },
        oidc: {
          authority: config.oidc.issuer,
          clientId: config.oidc.clientId,
          scope: 'openid profile email roles portal',
          productKey: config.productKey,
        },
        tagManagerId: env.tagManagerId,
        contactUrl: 'https://www.example.nl/contact',
      }),
    });
  },
});

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: env.port, host: env.host });
// The worker threads of heavy work (files, workbooks, PDFs) start now, not with the first upload.
await heavyWork.warm();
