// The article calls: list, by id, by EAN, by secret link, attachments (bijlagen, with
// real PDF datasheets), cached availability, ETIM features, related articles, and the caller's
// discount on an article.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../plugins/access.js';
import type { CatalogRepository } from '../repository.js';
import type { Queryable } from '../../../db/db.js';
import { throttledSecretLookup } from '../secret-links.js';
import { notFound } from '../../../plugins/errors.js';
import { renderDatasheet } from '../../../lib/datasheet.js';
import { ref, responses } from '../../../plugins/schemas.js';
import {
  ArticleDiscountQuery,
  ArticleIdParams,
  ArticlePage,
  ArticlesQuery,
  AttachmentParams,
  AttachmentPdf,
  Attachments,
  EanQuery,
  RelatedArticles,
  SecretQuery,
} from '../schemas.js';


export async function articleRoutes(fastify: FastifyInstance, { catalog, base, db }: { catalog: CatalogRepository; base: string; db: Queryable }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const customer = (req: FastifyRequest) => callerOf(req).customerNumber;
  const missing = (id: string) => notFound('Article:NotFound', `Artikel ${id} bestaat niet.`);
  const tags = ['Article'];

  app.get(
    '/api/app/article',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Articles, paged; optionally of one category (path, outlet included), brand or matching a filter text',
        querystring: ArticlesQuery,
        response: responses(ArticlePage, 200, [400, 401]),
      },
    },
    async (req) => {
      const q = req.query;
      return catalog.listArticles(
        customer(req),
        { filter: q.Filter?.trim() || undefined, categoryPath: q.CategoryPath, brand: q.Brand, isOutlet: q.IsOutlet },
        { skip: q.SkipCount ?? 0, take: q.MaxResultCount ?? 10, sorting: q.Sorting },
      );
    },
  );

  app.get(
    '/api/app/article/by-ean',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'The article with this EAN (GTIN-13)', querystring: EanQuery, response: responses(ref('Article')) } },
    async (req) => {
      const { ean } = req.query;
      const article = await catalog.articleBy(customer(req), 'ean', ean);
      if (!article) throw notFound('Article:NotFound', `Geen artikel met EAN ${ean}.`);
      return article;
    },
  );

  // GET with an optional body: the body, if any, is accepted and not needed.
  app.get(
    '/api/app/article/by-secret',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'An unlisted article, reached through its secret link (lookups that find nothing are throttled per address)',
        querystring: SecretQuery,
        response: responses(ref('Article'), 200, [400, 401, 403, 404, 429]),
      },
    },
    async (req) => {
      const { secret } = req.query;
      const article = await throttledSecretLookup(db, req.ip, () => catalog.articleBy(customer(req), 'secret', secret));
      if (!article) throw notFound('Article:NotFound', 'Dit artikel bestaat niet of de link is niet meer geldig.');
      return article;
    },
  );

  app.get(
    '/api/app/article/discount',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The caller's discount on a listed article: its own line, else the article's own discount group (DiscountGroupNo is accepted and not used)",
        querystring: ArticleDiscountQuery,
        response: responses(ref('ArticleDiscount')),
      },
    },
    async (req) => {
      const q = req.query;
      const discount = await catalog.discount(customer(req), q.ArticleNo);
      if (!discount) throw missing(q.ArticleNo);
      return discount;
    },
  );

  app.get('/api/app/article/:id', { config: { access: 'signedIn' }, schema: { tags, summary: 'One article by item number', params: ArticleIdParams, response: responses(ref('Article')) } }, async (req) => {
    const { id } = req.params;
    const article = await catalog.articleBy(customer(req), 'id', id);
    if (!article) throw missing(id);
    return article;
  });

  app.get('/api/app/article/:id/bijlagen', { config: { access: 'signedIn' }, schema: { tags, summary: 'Attachments (datasheets, manuals) of an article', params: ArticleIdParams, response: responses(Attachments) } }, async (req) => {
    const { id } = req.params;
    if (!(await catalog.exists(id))) throw missing(id);
    const rows = await catalog.attachments(id);
    return {
      items: rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, fileName: r.file_name, url: `${base}/api/app/article/${id}/bijlagen/${r.id}`, contentType: 'application/pdf' })),
    };
  });

  app.get(
    '/api/app/article/:id/bijlagen/:attachmentId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Download one attachment (a PDF)',
        params: AttachmentParams,
        response: { ...responses(null, 200), 200: AttachmentPdf },
      },
    },
    async (req, reply) => {
      const { id, attachmentId } = req.params;
      const [attachment, article] = await Promise.all([catalog.attachment(id, attachmentId), catalog.articleBy(customer(req), 'id', id)]);
      if (!attachment || !article) throw notFound('Attachment:NotFound', 'Bijlage niet gevonden.');
      const pdf = await renderDatasheet({ ...article, title: attachment.title, kind: attachment.kind, features: await catalog.features(id) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${attachment.file_name}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(pdf);
    },
  );

  app.get('/api/app/article/:id/cached-availability', { config: { access: 'signedIn' }, schema: { tags, summary: 'Stock per warehouse and a delivery indication', params: ArticleIdParams, response: responses(ref('Availability')) } }, async (req) => {
    const { id } = req.params;
    if (!(await catalog.exists(id))) throw missing(id);
    return catalog.availability(id);
  });

  app.get('/api/app/article/:id/etim', { config: { access: 'signedIn' }, schema: { tags, summary: 'ETIM class and features of an article', params: ArticleIdParams, response: responses(ref('EtimData')) } }, async (req) => {
    const { id } = req.params;
    const article = await catalog.articleBy(customer(req), 'id', id);
    if (!article) throw missing(id);
    return { classCode: article.etimClass?.code ?? null, className: article.etimClass?.name ?? null, items: await catalog.features(id) };
  });

  app.get('/api/app/article/:id/related-articles', { config: { access: 'signedIn' }, schema: { tags, summary: 'Alternatives and accessories', params: ArticleIdParams, response: responses(RelatedArticles) } }, async (req) => {
    const { id } = req.params;
    if (!(await catalog.exists(id))) throw missing(id);
    return { items: await catalog.related(id) };
  });
}
