// The public news of the shop (a CMS blog, as the ABP CMS kit serves it): posts of a blog, paged
// and newest first by default, one post by its slug, the authors, and the posts' cover images.
// A post's HTML is sanitised here, on the way out, so no stored markup can run script in the
// shop, whoever wrote it.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/db.js';
import { BlogRepository, type PostRow } from './repository.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { orderBy, paged, ref, responses } from '../../plugins/schemas.js';
import { AuthorParams, AuthorsQuery, BlogParams, MediaFile, MediaParams, PostParams, PostsQuery } from './schemas.js';

/** What a news post may contain: text markup, links and images; never script, styles or handlers. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};
export const sanitizePostHtml = (html: string) => sanitizeHtml(html, SANITIZE);

export const toPost = (r: PostRow) => ({
  ...r,
  content: sanitizePostHtml(r.content),
  creationTime: new Date(r.creationTime).toISOString(),
  lastModificationTime: r.lastModificationTime ? new Date(r.lastModificationTime).toISOString() : null,
  publishedAt: r.publishedAt ? new Date(r.publishedAt).toISOString() : null,
});

const PALETTE = ['#00529b', '#0a7d6b', '#b45309', '#7c3aed', '#be123c', '#0369a1'];
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cover image drawn from the post's title: the same post always gets the same picture. */
function coverSvg(title: string, seed: number): string {
  const colour = PALETTE[seed % PALETTE.length]!;
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const w of words) {
    if ((lines.at(-1)! + ' ' + w).trim().length > 28) lines.push(w);
    else lines[lines.length - 1] = `${lines.at(-1)} ${w}`.trim();
  }
  const text = lines
    .slice(0, 3)
    .map((l, i) => `<text x="40" y="${150 + i * 44}" font-family="Barlow, Arial, sans-serif" font-size="36" font-weight="600" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(title)}"><rect width="800" height="450" fill="${colour}"/><circle cx="690" cy="90" r="140" fill="#ffffff" opacity="0.12"/><path d="M0 380 Q200 330 400 380 T800 380 V450 H0Z" fill="#ffffff" opacity="0.15"/>${text}</svg>`;
}

export async function blogRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const blog = new BlogRepository(db);
  app.get(
    '/api/cms-kit-public/blog-posts/:blogSlug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Blog'],
        summary: 'The posts of a blog, newest first unless Sorting says otherwise',
        params: BlogParams,
        querystring: PostsQuery,
        response: responses(paged(ref('BlogPost')), 200, [400, 404]),
      },
    },
    async (req) => {
      const { blogSlug } = req.params;
      const q = req.query;
      const blogId = await blog.blogId(blogSlug);
      if (!blogId) throw notFound('Blog:NotFound', `Er is geen blog '${blogSlug}'.`);
      const sort = orderBy(q.Sorting, { creationTime: 'p.creation_time', publishedAt: 'p.published_at', title: 'p.title' }, 'p.published_at desc');
      if (!sort) throw invalid('Sorting', `Sorting '${q.Sorting}' is not supported.`);
      const { total, rows } = await blog.posts(blogId, { authorId: q.AuthorId, tagId: q.TagId }, { sort, take: q.MaxResultCount ?? 10, skip: q.SkipCount ?? 0 });
      return { totalCount: total, items: rows.map(toPost) };
    },
  );

  app.get(
    '/api/cms-kit-public/blog-posts/:blogSlug/:blogPostSlug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Blog'],
        summary: 'One post of a blog by its slug',
        params: PostParams,
        response: responses(ref('BlogPost'), 200, [400, 404]),
      },
    },
    async (req) => {
      const { blogSlug, blogPostSlug } = req.params;
      const row = await blog.post(blogSlug, blogPostSlug);
      if (!row) throw notFound('BlogPost:NotFound', 'Dit nieuwsbericht bestaat niet.');
      return toPost(row);
    },
  );

  app.get(
    '/api/cms-kit-public/blog-posts/authors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Blog'],
        summary: 'The authors of the posts',
        querystring: AuthorsQuery,
        response: responses(paged(ref('BlogAuthor')), 200, [400]),
      },
    },
    async (req) => {
      const q = req.query;
      const sort = orderBy(q.Sorting, { name: 'name', surname: 'surname', userName: 'user_name' }, 'surname asc');
      if (!sort) throw invalid('Sorting', `Sorting '${q.Sorting}' is not supported.`);
      const { total, items } = await blog.authors(q.Filter, { sort, take: q.MaxResultCount ?? 10, skip: q.SkipCount ?? 0 });
      return { totalCount: total, items };
    },
  );

  app.get(
    '/api/cms-kit-public/blog-posts/authors/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['Blog'], summary: 'One author', params: AuthorParams, response: responses(ref('BlogAuthor'), 200, [400, 404]) },
    },
    async (req) => {
      const author = await blog.author(req.params.id);
      if (!author) throw notFound('BlogAuthor:NotFound', 'Deze auteur bestaat niet.');
      return author;
    },
  );

  app.get(
    '/api/cms-kit/media/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Media'],
        summary: 'A medium of the CMS (the posts’ cover images): the file itself, with its content type (an uploaded image never changes under its id)',
        params: MediaParams,
        response: { 200: MediaFile, 400: ref('ErrorResponse'), 404: ref('ErrorResponse'), 500: ref('ErrorResponse') },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const uploaded = await blog.medium(id);
      if (uploaded) return reply.type(uploaded.contentType).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(uploaded.data);
      const title = await blog.coverTitle(id);
      if (title === undefined) throw notFound('Media:NotFound', 'Afbeelding niet gevonden.');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(coverSvg(title, [...id].reduce((s, c) => s + c.charCodeAt(0), 0)));
    },
  );
}
