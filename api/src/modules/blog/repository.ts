// Reads the shop's news (the CMS blog): a blog's posts, paged and filtered, one post by its slug,
// the authors, and a cover image (uploaded, or the post it is drawn for). Readers see published
// posts only. Sorting arrives as a column expression the route has already checked against its
// list of sortable fields.
import type { Queryable } from '../../db/db.js';

export type PostRow = { id: string; title: string; content: string; creationTime: Date | string; lastModificationTime: Date | string | null; publishedAt: Date | string | null } & Record<string, unknown>;
export interface AuthorRow {
  id: string;
  userName: string;
  name: string;
  surname: string;
}
export interface Page {
  skip: number;
  take: number;
  /** An ORDER BY expression out of the route's fixed list (never the caller's text). */
  sort: string;
}

export const POST_COLUMNS = `p.id, p.blog_id AS "blogId", p.title, p.slug, p.short_description AS "shortDescription", p.content,
  p.cover_image_media_id AS "coverImageMediaId", p.tags, p.creation_time AS "creationTime", p.last_modification_time AS "lastModificationTime", p.published_at AS "publishedAt",
  json_build_object('id', a.id, 'userName', a.user_name, 'name', a.name, 'surname', a.surname) AS author`;

/** A reader sees a post from its publication time on, and not once it is taken offline. */
const PUBLISHED = 'p.published_at <= now()';

export class BlogRepository {
  constructor(private readonly db: Queryable) {}

  async blogId(slug: string): Promise<string | undefined> {
    return (await this.db.one<{ id: string }>('SELECT id FROM blogs WHERE slug = $1', [slug]))?.id;
  }

  /** A blog's posts, optionally by one author or with one tag. */
  async posts(blogId: string, filter: { authorId?: string; tagId?: string }, page: Page): Promise<{ total: number; rows: PostRow[] }> {
    const params: (string | number)[] = [blogId];
    const where = ['p.blog_id = $1', PUBLISHED];
    if (filter.authorId) where.push(`p.author_id = $${params.push(filter.authorId)}`);
    if (filter.tagId) where.push(`$${params.push(filter.tagId)} = ANY(p.tags)`);
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts p WHERE ${where.join(' AND ')}`, params);
    const rows = await this.db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id WHERE ${where.join(' AND ')}
        ORDER BY ${page.sort}, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.take, page.skip],
    );
    return { total: total!.n, rows };
  }

  async post(blogSlug: string, postSlug: string): Promise<PostRow | undefined> {
    return this.db.one<PostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id JOIN blogs b ON b.id = p.blog_id WHERE b.slug = $1 AND p.slug = $2 AND ${PUBLISHED}`,
      [blogSlug, postSlug],
    );
  }

  /** Authors whose name or user name contains `filter` (as typed: no wildcards of its own). */
  async authors(filter: string | undefined, page: Page): Promise<{ total: number; items: AuthorRow[] }> {
    const params: string[] = [];
    const where = filter ? `WHERE (name || ' ' || surname || ' ' || user_name) ILIKE $${params.push(`%${filter.replace(/[\\%_]/g, '\\$&')}%`)}` : '';
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM blog_authors ${where}`, params);
    const items = await this.db.query<AuthorRow>(
      `SELECT id, user_name AS "userName", name, surname FROM blog_authors ${where} ORDER BY ${page.sort}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.take, page.skip],
    );
    return { total: total!.n, items };
  }

  async author(id: string): Promise<AuthorRow | undefined> {
    return this.db.one<AuthorRow>('SELECT id, user_name AS "userName", name, surname FROM blog_authors WHERE id = $1', [id]);
  }

  /** An uploaded cover image (resized when it was uploaded). */
  async medium(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
    return this.db.one<{ contentType: string; data: Buffer }>('SELECT content_type AS "contentType", data FROM blog_media WHERE id = $1', [id]);
  }

  /** The title of the post a cover image belongs to (the image is drawn from it). */
  async coverTitle(mediaId: string): Promise<string | undefined> {
    return (await this.db.one<{ title: string }>('SELECT title FROM blog_posts WHERE cover_image_media_id = $1 LIMIT 1', [mediaId]))?.title;
  }
}
