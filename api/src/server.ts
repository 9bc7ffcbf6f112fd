// Starts the api (and, by default, the built shop) on one port. app.ts builds; this only listens.
import { buildApp } from './app.js';
import { env, loadConfig } from './config/env.js';
import { webSite } from './plugins/web/static-site.js';

const config = loadConfig();
const apiBases = config.bases;

const app = await buildApp({
  config,
  logger: { level: config.logLevel },
  after: async (app) => {
    if (!env.serveWeb) {
      app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: { code: 'NotFound', message: 'Niet gevonden' } }));
      return;
    }
    await app.register(webSite, {
      distDir: env.distDir,
      registryFile: env.registryFile,
      remoteOverrides: env.remoteOverrides,
      apiPrefixes: Object.values(apiBases),
      runtimeConfig: () => ({
        api: apiBases,
        search: { index: 'articles', apiVersion: '2017-11-11', queryKey: process.env.SEARCH_QUERY_KEY ?? process.env.SEARCH_QUERY_KEYS?.split(',')[0]?.trim() ?? '' },
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
