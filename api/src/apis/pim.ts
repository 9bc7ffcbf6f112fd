// The product information API (pim): its base path, its OpenAPI document and the catalog.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { catalogModule, catalogSchemas } from '../modules/catalog/index.js';
import { setupApiModule } from '../plugins/api-module.js';
import type { Caller } from '../plugins/auth.js';

export interface PimOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
}

export async function pimApi(app: FastifyInstance, opts: PimOptions) {
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel product information API',
    description: 'Navigation tree, categories and articles of the assortment, with the caller\'s own prices.',
    schemas: catalogSchemas,
    authentication: { kind: 'shop', verify: opts.verify },
  });
  await app.register(catalogModule, { db: opts.db, base: opts.base });
}
