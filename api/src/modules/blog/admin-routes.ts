// The news as the back office writes it (administrators only, the ABP CMS kit's admin paths):
// every post of the blog with its state, one post, a new post, a change (title, slug, texts,
// cover, publication time: now, later — scheduled — or none — taken offline), and an uploaded
// cover image, resized here. The HTML is sanitised on saving as on reading, so what is stored is
// what readers get. Readers see a change at their next fetch: nothing caches the blog's answers.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Db } from '../../db/db.js';
import { callerOf } from '../../plugins/access.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { paged, ref, refTo, responses } from '../../plugins/schemas.js';
import { BlogAdminRepository } from './admin-repository.js';
import { BlogRepository } from './repository.js';
import { sanitizePostHtml, toPost } from './routes.js';
import { COVER_TYPES, MAX_COVER_BYTES, resizeCover } from './cover-image.js';
import { AdminPostParams, AdminPostsQuery, BlogPostInput, UploadedMedium } from './schemas.js';

/** The one blog the back office writes. */
const NEWS_BLOG = 'nieuws';
const BASE = '/api/cms-kit-admin/blogs/blog-posts';
/** A publication time this far back is a mistake, not a back-dated post. */
const EARLIEST_PUBLICATION_MS = Date.UTC(2000, 0, 1);

export async function blogAdminRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const posts = new BlogAdminRepository(db);
  const blog = new BlogRepository(db);
  const newsBlog = async () => {
    const id = await blog.blogId(NEWS_BLOG);
    if (!id) throw notFound('Blog:NotFound', `Er is geen blog '${NEWS_BLOG}'.`);
    return id;
  };
  const load = async (id: string) => {
    const row = await posts.find(id);
    if (!row) throw notFound('BlogPost:NotFound', 'Dit nieuwsbericht bestaat niet.');
    return toPost(row);
  };

  const slugTaken = (slug: string) => invalid('slug', `Er is al een bericht met de slug '${slug}'; kies een andere.`);
  /** A slug another save took between the check and the write (the key on blog and slug). */
  const orSlugTaken = (slug: string) => (err: unknown) => {
    if ((err as { code?: string }).code === '23505') throw slugTaken(slug);
    throw err;
  };

  /** The values to store, or a Dutch 400 naming the field. */
  async function check(blogId: string, b: Static<typeof BlogPostInput>, id: string | null) {
    const content = sanitizePostHtml(b.content).trim();
    if (!content.replace(/<[^>]*>/g, '').trim() && !content.includes('<img')) throw invalid('content', 'Schrijf de tekst van het bericht.');
    if (!b.title.trim()) throw invalid('title', 'Vul een titel in.');
    if (await posts.slugTaken(blogId, b.slug, id)) throw slugTaken(b.slug);
    if (b.coverImageMediaId && !(await posts.mediumExists(b.coverImageMediaId))) throw invalid('coverImageMediaId', 'Deze afbeelding bestaat niet; upload de afbeelding opnieuw.');
    if (b.publishedAt !== null && b.publishedAt !== 'now' && Date.parse(b.publishedAt) < EARLIEST_PUBLICATION_MS) throw invalid('publishedAt', 'Kies een publicatiedatum na 1 januari 2000.');
    return { title: b.title.trim(), slug: b.slug, shortDescription: b.shortDescription.trim(), content, coverImageMediaId: b.coverImageMediaId, tags: b.tags ?? [], publishedAt: await publicationOf(b.publishedAt, id) };
  }

  /** 'now' by this server's clock, not the browser's; a post online already keeps the time it went online. */
  async function publicationOf(publishedAt: string | null, id: string | null): Promise<string | null> {
    if (publishedAt !== 'now') return publishedAt;
    const now = new Date();
    const since = id ? (await posts.find(id))?.publishedAt : null;
    return since && new Date(since) <= now ? new Date(since).toISOString() : now.toISOString();
  }

  app.get(
    BASE,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Blog'],
        summary: 'Every post of the news, drafts and scheduled ones too, by state and a search of title and slug, paged (administrators only)',
        querystring: AdminPostsQuery,
        response: responses(paged(ref('BlogPost')), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const q = req.query;
      const { total, rows } = await posts.page(await newsBlog(), { text: q.Filter?.trim() || undefined, state: q.State }, q.MaxResultCount ?? 10, q.SkipCount ?? 0);
      return { totalCount: total, items: rows.map(toPost) };
    },
  );

  app.get(
    `${BASE}/:id`,
    { config: { access: 'admin' }, schema: { tags: ['Blog'], summary: 'One post, whatever its state (administrators only)', params: AdminPostParams, response: responses(ref('BlogPost')) } },
    async (req) => load(req.params.id),
  );

  app.post(
    BASE,
    {
      config: { access: 'admin' },
      schema: { tags: ['Blog'], summary: 'Writes a post of the news, with the caller as its author (administrators only)', body: BlogPostInput, response: responses(ref('BlogPost')) },
    },
    async (req) => {
      const blogId = await newsBlog();
      const values = await check(blogId, req.body, null);
      return load(await posts.create(blogId, await posts.authorFor(callerOf(req).sub), values).catch(orSlugTaken(values.slug)));
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Blog'],
        summary: 'Changes a post: its texts, cover and publication time (null takes it offline) (administrators only)',
        params: AdminPostParams,
        body: BlogPostInput,
        response: responses(ref('BlogPost')),
      },
    },
    async (req) => {
      const { id } = req.params;
      await load(id);
      const values = await check(await newsBlog(), req.body, id);
      await posts.update(id, values).catch(orSlugTaken(values.slug));
      return load(id);
    },
  );

  // The image arrives as it is (its bytes, with its content type); the parsers live in this scope only.
  await app.register(async (files) => {
    files.addContentTypeParser([...COVER_TYPES], { parseAs: 'buffer', bodyLimit: MAX_COVER_BYTES }, (_req, body, done) => done(null, body));
    files.post(
      '/api/cms-kit-admin/media/blogpost',
      {
        config: { access: 'admin', cost: 'heavy' },
        schema: {
          tags: ['Media'],
          summary: 'Uploads a cover image (JPEG, PNG or WebP, at most 10 MB): stored cropped to 16:9, at most 1200 × 675, as WebP (administrators only)',
          consumes: [...COVER_TYPES],
          response: { ...responses(refTo(UploadedMedium), 200, [400, 401, 403]), 413: ref('ErrorResponse'), 415: ref('ErrorResponse') },
        },
      },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body)) return reply.code(415).send({ error: { code: 'UnsupportedMediaType', message: 'Stuur een afbeelding (JPEG, PNG of WebP).' } });
        const cover = await resizeCover(req.body);
        const id = await posts.saveMedium(cover, callerOf(req).sub);
        return { id, width: cover.width, height: cover.height };
      },
    );
  });
}
