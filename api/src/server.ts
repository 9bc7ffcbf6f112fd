// Starts the api (and, by default, the built shop) on one port. app.ts builds; this only listens.
import Fastify from 'fastify';
import { env } from './config/env.js';
import { webSite } from './plugins/web/static-site.js';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

const apiBases = { idp: '/idp', pim: '/pim', search: '/search', mgmt: '/mgmt', erp: '/erp' };

if (env.serveWeb) {
  await app.register(webSite, {
    distDir: env.distDir,
    registryFile: env.registryFile,
    remoteOverrides: env.remoteOverrides,
    apiPrefixes: Object.values(apiBases),
    runtimeConfig: () => ({
      api: apiBases,
      search: { index: 'articles', apiVersion: '2017-11-11', queryKey: '' },
      oidc: { authority: `${env.publicUrl}/idp`, clientId: 'kraanvogel-shop', scope: 'openid profile email roles portal', productKey: 'kraanvogel' },
      tagManagerId: env.tagManagerId,
      contactUrl: 'https://www.example.nl/contact',
    }),
  });
}

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: env.port, host: env.host });
