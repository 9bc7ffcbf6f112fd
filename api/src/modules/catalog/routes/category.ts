// GET /api/app/category/{id}, featured-categories, shortcut-categories.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CatalogRepository } from '../repository.js';
import { notFound } from '../../../plugins/errors.js';
import { ref, responses } from '../../../plugins/schemas.js';
import { CategoryIdParams, CategorySummaries } from '../schemas.js';

export async function categoryRoutes(fastify: FastifyInstance, { catalog }: { catalog: CatalogRepository }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/app/category/featured-categories', { config: { access: 'signedIn' }, schema: { tags: ['Category'], summary: 'Categories shown as home-page blocks', response: responses(CategorySummaries, 200, [401]) } }, async () => ({
    items: await catalog.featured('featured'),
  }));
  app.get('/api/app/category/shortcut-categories', { config: { access: 'signedIn' }, schema: { tags: ['Category'], summary: 'Categories shown as shortcut tiles', response: responses(CategorySummaries, 200, [401]) } }, async () => ({
    items: await catalog.featured('shortcut'),
  }));
  app.get(
    '/api/app/category/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Category'],
        summary: 'One category with its breadcrumbs and child categories',
        params: CategoryIdParams,
        response: responses(ref('Category')),
      },
    },
    async (req) => {
      const { id } = req.params;
      const category = await catalog.category(id);
      if (!category) throw notFound('Category:NotFound', `Categorie ${id} bestaat niet.`);
      return category;
    },
  );
}
