// The product information API (pim): navigation, categories, articles, and the
// article and category pictures.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import type { Caller } from '../../plugins/app/auth.js';
import { setupApiModule } from '../../plugins/app/api-module.js';
import { CatalogRepository } from '../../plugins/app/catalog.js';
import { catalogSchemas } from '../../schemas/catalog.js';
import { articleRoutes } from './article.js';
import { categoryRoutes } from './category.js';
import { mediaRoutes } from './media.js';
import { navigationRoutes } from './navigation.js';

export interface PimOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
}

export async function pimApi(fastify: FastifyInstance, opts: PimOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel product information API',
    description: 'Navigation tree, categories and articles of the assortment, with the caller\'s own prices.',
    schemas: catalogSchemas,
    authentication: { kind: 'shop', verify: opts.verify },
  });
  const catalog = new CatalogRepository(opts.db);
  await app.register(navigationRoutes, { catalog });
  await app.register(categoryRoutes, { catalog });
  await app.register(articleRoutes, { catalog, base: opts.base });
  await app.register(mediaRoutes, { catalog });
}
