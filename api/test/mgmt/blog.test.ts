// The shop's news as a reader (and the home page's teaser) gets it: a blog's posts paged and
// newest first, filtered by author and tag, one post by slug, the authors, cover images with
// their content type; stored markup comes out sanitised. And the liveness and readiness checks.
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.inject({ method: 'GET', url });
const B = '/mgmt/api/cms-kit-public/blog-posts';

test('the posts of a blog come paged and newest first, without a token', async () => {
  const first = await get(`${B}/nieuws?MaxResultCount=5`);
  expect(first.statusCode).toBe(200);
  const { totalCount, items } = first.json();
  expect(totalCount).toBeGreaterThanOrEqual(20);
  expect(items).toHaveLength(5);
  const times = items.map((p: { creationTime: string }) => Date.parse(p.creationTime));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(items[0]).toMatchObject({ blogId: 'blog-nieuws', author: { name: expect.any(String) }, coverImageMediaId: expect.stringMatching(/^cover-/) });
  const second = (await get(`${B}/nieuws?MaxResultCount=5&SkipCount=5`)).json().items;
  expect(second.map((p: { id: string }) => p.id)).not.toContain(items[0].id);
  const oldest = (await get(`${B}/nieuws?MaxResultCount=1&Sorting=creationTime asc`)).json().items[0];
  expect(Date.parse(oldest.creationTime)).toBeLessThan(times.at(-1));
});

test('posts filter by author and by tag', async () => {
  const byAuthor = (await get(`${B}/nieuws?AuthorId=author-2&MaxResultCount=100`)).json();
  expect(byAuthor.totalCount).toBeGreaterThan(0);
  expect(byAuthor.items.every((p: { author: { id: string } }) => p.author.id === 'author-2')).toBe(true);
  const byTag = (await get(`${B}/nieuws?TagId=verwarming&MaxResultCount=100`)).json();
  expect(byTag.totalCount).toBeGreaterThan(0);
  expect(byTag.items.every((p: { tags: string[] }) => p.tags.includes('verwarming'))).toBe(true);
});

test('one post by its slug; an unknown slug or blog is a 404, a bad sort a 400', async () => {
  const post = await get(`${B}/nieuws/warmtepomp-subsidie-2027`);
  expect(post.statusCode).toBe(200);
  expect(post.json().title).toBe('Warmtepomp-subsidie 2027: wat verandert er?');
  expect((await get(`${B}/nieuws/bestaat-niet`)).json().error.code).toBe('BlogPost:NotFound');
  expect((await get(`${B}/geen-blog`)).statusCode).toBe(404);
  expect((await get(`${B}/nieuws?Sorting=drop table`)).statusCode).toBe(400);
  expect((await get(`${B}/nieuws?MaxResultCount=5000`)).statusCode).toBe(400);
});

test('stored markup with a script, an event handler and a javascript: link comes out clean', async () => {
  await t.db.query(
    `INSERT INTO blog_posts (id, blog_id, author_id, title, slug, short_description, content, creation_time, published_at)
     VALUES ('post-evil', 'blog-nieuws', 'author-1', 'Test', 'kwaadaardig', 'x', $1, '2000-01-01', '2000-01-01')`,
    ['<p onclick="steal()">Tekst<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">klik</a><a href="https://www.example.nl/">goed</a>'],
  );
  const { content } = (await get(`${B}/nieuws/kwaadaardig`)).json();
  expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
  expect(content).toContain('<p>Tekst</p>');
  expect(content).toContain('href="https://www.example.nl/"');
});

test('authors: the list and one author', async () => {
  const list = (await get(`${B}/authors`)).json();
  expect(list.totalCount).toBe(2);
  expect((await get(`${B}/authors?Filter=koster`)).json().items).toEqual([expect.objectContaining({ id: 'author-1', surname: 'Koster' })]);
  expect((await get(`${B}/authors/author-2`)).json().name).toBe('Jeroen');
  expect((await get(`${B}/authors/niemand`)).statusCode).toBe(404);
});

test('a cover image is an SVG with cache headers; an unknown medium is a 404', async () => {
  const { coverImageMediaId } = (await get(`${B}/nieuws/warmtepomp-subsidie-2027`)).json();
  const img = await get(`/mgmt/api/cms-kit/media/${coverImageMediaId}`);
  expect(img.statusCode).toBe(200);
  expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(img.headers['cache-control']).toContain('max-age');
  expect(img.body).toContain('<svg');
  expect((await get('/mgmt/api/cms-kit/media/bestaat-niet')).statusCode).toBe(404);
  expect((await get('/mgmt/api/cms-kit/media/..%2Fetc')).statusCode).toBe(400);
});

test('liveness and readiness', async () => {
  expect((await get('/health')).json()).toEqual({ status: 'ok' });
  const ready = await get('/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', search: 'ok' } });
});
