// GET /api/app/navigation (+ async-for-test, expand-with-items): the category tree as
// navigation nodes {code: {value}, description: {value}, childNodes}, the outlet node included.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CatalogRepository } from '../repository.js';
import { responses } from '../../../plugins/schemas.js';
import { NavigationTree } from '../schemas.js';

export async function navigationRoutes(fastify: FastifyInstance, { catalog }: { catalog: CatalogRepository }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = (summary: string) => ({ tags: ['Navigation'], summary, response: responses(NavigationTree, 200, [401]) });

  app.get('/api/app/navigation', { config: { access: 'signedIn' }, schema: schema('The navigation tree (three levels and the outlet node)') }, async () => catalog.navigation());
  app.get('/api/app/navigation/async-for-test', { config: { access: 'signedIn' }, schema: schema('The navigation tree, read fresh (test endpoint)') }, async () => catalog.navigation());
  app.get('/api/app/navigation/expand-with-items', { config: { access: 'signedIn' }, schema: schema('The navigation tree with the number of articles under each node') }, async () =>
    catalog.navigation(true),
  );
}
