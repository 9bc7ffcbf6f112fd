// The catalog: navigation, categories, articles with the caller's own prices, and the article
// and category pictures. Mounted by the product information API (src/apis/pim.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { CatalogRepository } from './repository.js';
import { articleRoutes } from './routes/article.js';
import { categoryRoutes } from './routes/category.js';
import { mediaRoutes } from './routes/media.js';
import { navigationRoutes } from './routes/navigation.js';

export { catalogSchemas } from './schemas.js';

export async function catalogModule(app: FastifyInstance, opts: { db: Db; base: string }) {
  const catalog = new CatalogRepository(opts.db);
  await app.register(navigationRoutes, { catalog });
  await app.register(categoryRoutes, { catalog });
  await app.register(articleRoutes, { catalog, base: opts.base, db: opts.db });
  await app.register(mediaRoutes, { catalog, db: opts.db });
}
