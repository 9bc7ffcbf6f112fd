// Pictures of articles and categories (public: an <img> sends no token). An unlisted article's
// picture needs its secret in the address, as its page does.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CatalogRepository } from '../repository.js';
import type { Queryable } from '../../../db/db.js';
import { throttledSecretLookup } from '../secret-links.js';
import { notFound } from '../../../plugins/errors.js';
import { articleSvg, categorySvg } from '../../../lib/images.js';
import { ArticleImageParams, CategoryImageParams, ImageSecretQuery } from '../schemas.js';

export async function mediaRoutes(fastify: FastifyInstance, { catalog, db }: { catalog: CatalogRepository; db: Queryable }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = 'public, max-age=86400';
  app.get(
    '/media/article-images/:file',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: ArticleImageParams,
        querystring: ImageSecretQuery,
      },
    },
    async (req, reply) => {
      const itemNo = req.params.file.replace(/\.svg$/, '');
      const { secret } = req.query;
      const a = secret === undefined ? await catalog.articleForImage(itemNo, undefined) : await throttledSecretLookup(db, req.ip, () => catalog.articleForImage(itemNo, secret));
      if (!a) throw notFound('Media:NotFound', 'Afbeelding niet gevonden.');
      return reply.type('image/svg+xml').header('cache-control', a.unlisted ? 'private, max-age=3600' : cache).send(articleSvg(a.description, a.brand, a.path.split('/')[1] ?? a.path));
    },
  );
  app.get(
    '/media/categories/:file',
    { config: { access: 'public' }, schema: { hide: true, params: CategoryImageParams } },
    async (req, reply) => {
      const id = Number(req.params.file.replace(/\.svg$/, ''));
      const c = (await catalog.categoryIndex()).byId.get(id);
      if (!c) throw notFound('Media:NotFound', 'Afbeelding niet gevonden.');
      return reply.type('image/svg+xml').header('cache-control', cache).send(categorySvg(c.description));
    },
  );
}
