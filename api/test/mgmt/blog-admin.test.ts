// Writing the news as an administrator: a draft readers do not see, publishing now (the list and
// the home teaser's first page show it at once), scheduling (shown from its time on), taking a
// post offline; the HTML stored as the sanitiser keeps it (the editor's markup passes whole); the
// Dutch 400s that change nothing; a cover image uploaded, resized to WebP and served.
import sharp from 'sharp';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const A = '/mgmt/api/cms-kit-admin/blogs/blog-posts';
const PUBLIC = '/mgmt/api/cms-kit-public/blog-posts/nieuws';
const admin = (method: string, url: string, body?: unknown) => t.call(method, url, users.admin, body);
const publicSlugs = async () => (await t.call('GET', `${PUBLIC}?MaxResultCount=100`, null)).json().items.map((p: { slug: string }) => p.slug);
const teaser = async () => (await t.call('GET', `${PUBLIC}?MaxResultCount=3`, null)).json().items.map((p: { slug: string }) => p.slug);

/** What the back office's editor (TipTap's starter kit as mf-admin configures it: no target or rel on links) writes. */
const EDITOR_HTML =
  '<h2>Kop</h2><p>Tekst met <strong>vet</strong>, <em>schuin</em>, <u>onderstreept</u> en een <a href="https://www.example.nl/">link</a>.</p><ul><li><p>een</p></li></ul><ol><li><p>twee</p></li></ol><blockquote><p>citaat</p></blockquote><h3>Sub</h3><p>regel<br>twee</p>';

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Nieuw in het assortiment',
  slug: `nieuw-${Math.random().toString(36).slice(2, 8)}`,
  shortDescription: 'Kort',
  content: EDITOR_HTML,
  coverImageMediaId: null,
  tags: ['assortiment'],
  publishedAt: null,
  ...over,
});

test('a draft is not shown; published now it is on the list and the teaser; offline it is gone', async () => {
  const created = await admin('POST', A, post());
  expect(created.statusCode).toBe(200);
  const p = created.json();
  expect(p).toMatchObject({ publishedAt: null });
  // Readers see the author by a handle, never his login (an e-mail address).
  expect(p.author.userName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(await publicSlugs()).not.toContain(p.slug);
  expect((await t.call('GET', `${PUBLIC}/${p.slug}`, null)).statusCode).toBe(404);
  expect((await admin('GET', `${A}?State=draft&Filter=${p.slug}`)).json().items.map((x: { id: string }) => x.id)).toEqual([p.id]);

  const now = new Date().toISOString();
  const published = await admin('PUT', `${A}/${p.id}`, post({ slug: p.slug, publishedAt: now }));
  expect(published.statusCode).toBe(200);
  expect(await teaser()).toContain(p.slug);
  expect((await t.call('GET', `${PUBLIC}/${p.slug}`, null)).json().content).toBe(EDITOR_HTML.replace('<br>', '<br />'));

  expect((await admin('PUT', `${A}/${p.id}`, post({ slug: p.slug, publishedAt: null }))).statusCode).toBe(200);
  expect(await publicSlugs()).not.toContain(p.slug);
  expect((await t.call('GET', `${PUBLIC}/${p.slug}`, null)).statusCode).toBe(404);
});

test("'now' publishes by the server's clock; saving a post online already with 'now' keeps the time it went online", async () => {
  const before = Date.now();
  const p = (await admin('POST', A, post({ publishedAt: 'now' }))).json();
  const since = Date.parse(p.publishedAt);
  expect(since).toBeGreaterThanOrEqual(before - 1000);
  expect(since).toBeLessThanOrEqual(Date.now());
  expect(await teaser()).toContain(p.slug);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const again = (await admin('PUT', `${A}/${p.id}`, post({ slug: p.slug, title: 'Nieuwe titel', publishedAt: 'now' }))).json();
  expect(again.publishedAt).toBe(p.publishedAt);
  // A scheduled post published now goes online now, not at its planned time.
  const planned = (await admin('POST', A, post({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() }))).json();
  const now = (await admin('PUT', `${A}/${planned.id}`, post({ slug: planned.slug, publishedAt: 'now' }))).json();
  expect(Date.parse(now.publishedAt)).toBeLessThanOrEqual(Date.now());
});

test('a scheduled post is shown from its time on', async () => {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const p = (await admin('POST', A, post({ publishedAt: later }))).json();
  expect((await admin('GET', `${A}?State=scheduled&Filter=${p.slug}`)).json().totalCount).toBe(1);
  expect(await publicSlugs()).not.toContain(p.slug);
  // Its time comes (the clock is the database's).
  await t.db.query("UPDATE blog_posts SET published_at = now() - interval '1 second' WHERE id = $1", [p.id]);
  expect(await publicSlugs()).toContain(p.slug);
  expect((await admin('GET', `${A}?State=published&Filter=${p.slug}`)).json().totalCount).toBe(1);
});

test('stored HTML is what the sanitiser keeps; bad input is a Dutch 400 that changes nothing', async () => {
  const p = (await admin('POST', A, post({ content: '<p onclick="x()">Hallo<script>alert(1)</script></p>' }))).json();
  expect((await t.db.one<{ content: string }>('SELECT content FROM blog_posts WHERE id = $1', [p.id]))!.content).toBe('<p>Hallo</p>');

  const before = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts'))!.n;
  const refused = [
    [post({ slug: p.slug }), 'slug', /al een bericht/],
    [post({ content: '<script>alert(1)</script>' }), 'content', /tekst/],
    [post({ title: '   ' }), 'title', /titel/],
    [post({ coverImageMediaId: 'bestaat-niet' }), 'coverImageMediaId', /afbeelding/],
    [post({ slug: 'Met Spaties' }), 'slug', /./],
    [post({ publishedAt: 'morgen' }), 'publishedAt', /./],
  ] as const;
  for (const [body, member, message] of refused) {
    const r = await admin('POST', A, body);
    expect(r.statusCode).toBe(400);
    const { error } = r.json();
    expect(error.validationErrors.map((e: { members: string[] }) => e.members).flat().join(' ')).toContain(member);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/must|should/);
  }
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts'))!.n).toBe(before);
  expect((await admin('PUT', `${A}/bestaat-niet`, post())).statusCode).toBe(404);
});

test('a cover image is resized to 1200 × 675 WebP, served under its id, and used by a post', async () => {
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
  const send = async (body: Buffer, type = 'image/jpeg', user: string | null = users.admin) =>
    t.inject({ method: 'POST', url: '/mgmt/api/cms-kit-admin/media/blogpost', headers: { host: HOST, ...(user ? await t.bearer(user) : {}), 'content-type': type }, payload: body });
  const r = await send(photo);
  expect(r.statusCode).toBe(200);
  const medium = r.json();
  expect(medium).toMatchObject({ width: 1200, height: 675 });
  const served = await t.call('GET', `/mgmt/api/cms-kit/media/${medium.id}`, null);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 });

  const p = (await admin('POST', A, post({ coverImageMediaId: medium.id, publishedAt: new Date().toISOString() }))).json();
  expect((await t.call('GET', `${PUBLIC}/${p.slug}`, null)).json().coverImageMediaId).toBe(medium.id);

  const notImage = await send(Buffer.from('geen afbeelding'));
  expect(notImage.statusCode).toBe(400);
  expect(notImage.json().error.message).toMatch(/geen afbeelding/);
  expect((await send(Buffer.from('x'), 'text/plain')).statusCode).toBe(415);
  expect((await send(photo, 'image/jpeg', users.main)).statusCode).toBe(403);
});

test('two saves of one new slug at the same moment: one post, the other a Dutch 400 on the slug (never a 500)', async () => {
  const slug = `tegelijk-${Math.random().toString(36).slice(2, 8)}`;
  const answers = await Promise.all([admin('POST', A, post({ slug })), admin('POST', A, post({ slug }))]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  expect(answers.find((r) => r.statusCode === 400)!.body).toMatch(/al een bericht met de slug/);
});
