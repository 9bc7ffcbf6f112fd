// The news as the back office writes it: every post of the blog with its state (draft, scheduled,
// published), searched and paged; a post saved with the administrator as its author; uploaded
// cover images.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { POST_COLUMNS, type PostRow } from './repository.js';

export type PostState = 'draft' | 'scheduled' | 'published';

export interface PostValues {
  title: string;
  slug: string;
  shortDescription: string;
  /** Already sanitised. */
  content: string;
  coverImageMediaId: string | null;
  tags: string[];
  publishedAt: string | null;
}

const STATE_WHERE: Record<PostState, string> = {
  draft: 'p.published_at IS NULL',
  scheduled: 'p.published_at > now()',
  published: 'p.published_at <= now()',
};

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

export class BlogAdminRepository {
  constructor(private readonly db: Queryable) {}

  /** The blog's posts, newest (or next to appear) first, by state and a search of title and slug. */
  async page(blogId: string, filter: { text?: string; state?: PostState }, take: number, skip: number): Promise<{ total: number; rows: PostRow[] }> {
    const params: (string | number)[] = [blogId];
    const where = ['p.blog_id = $1'];
    if (filter.text) where.push(`(p.title ILIKE $${params.push(escapeLike(filter.text))} OR p.slug ILIKE $${params.length})`);
    if (filter.state) where.push(STATE_WHERE[filter.state]);
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts p WHERE ${where.join(' AND ')}`, params);
    const rows = await this.db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id WHERE ${where.join(' AND ')}
        ORDER BY p.published_at DESC NULLS FIRST, p.creation_time DESC, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, take, skip],
    );
    return { total: total!.n, rows };
  }

  async find(id: string): Promise<PostRow | undefined> {
    return this.db.one<PostRow>(`SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id WHERE p.id = $1`, [id]);
  }

  /** Whether another post of the blog has this slug already. */
  async slugTaken(blogId: string, slug: string, exceptId: string | null): Promise<boolean> {
    return Boolean(await this.db.one('SELECT 1 FROM blog_posts WHERE blog_id = $1 AND slug = $2 AND id IS DISTINCT FROM $3', [blogId, slug, exceptId]));
  }

  async mediumExists(id: string): Promise<boolean> {
    return Boolean(await this.db.one('SELECT 1 FROM blog_media WHERE id = $1 UNION ALL SELECT 1 FROM blog_posts WHERE cover_image_media_id = $1 LIMIT 1', [id]));
  }

  /**
   * The author a user writes as: his own author row, made from his account the first time. Its
   * user name is a handle made from his name (readers see it; his login, an e-mail address, stays private).
   */
  async authorFor(userId: string): Promise<string> {
    const id = `user-${userId}`;
    await this.db.query(
      `INSERT INTO blog_authors (id, user_name, name, surname)
       SELECT $1, coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(name || ' ' || surname), '[^a-z0-9]+', '-', 'g')), ''), 'redactie'), name, surname
         FROM users WHERE id = $2
         ON CONFLICT (id) DO UPDATE SET user_name = EXCLUDED.user_name, name = EXCLUDED.name, surname = EXCLUDED.surname`,
      [id, userId],
    );
    return id;
  }

  async create(blogId: string, authorId: string, v: PostValues): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO blog_posts (id, blog_id, author_id, title, slug, short_description, content, cover_image_media_id, tags, creation_time, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), $10)`,
      [id, blogId, authorId, v.title, v.slug, v.shortDescription, v.content, v.coverImageMediaId, v.tags, v.publishedAt],
    );
    return id;
  }

  async update(id: string, v: PostValues): Promise<void> {
    await this.db.query(
      `UPDATE blog_posts SET title = $2, slug = $3, short_description = $4, content = $5, cover_image_media_id = $6, tags = $7, published_at = $8,
              last_modification_time = now() WHERE id = $1`,
      [id, v.title, v.slug, v.shortDescription, v.content, v.coverImageMediaId, v.tags, v.publishedAt],
    );
  }

  async saveMedium(m: { contentType: string; width: number; height: number; data: Buffer }, userId: string): Promise<string> {
    const id = randomUUID();
    await this.db.query('INSERT INTO blog_media (id, content_type, width, height, data, created_by) VALUES ($1, $2, $3, $4, $5, $6)', [id, m.contentType, m.width, m.height, m.data, userId]);
    return id;
  }
}
