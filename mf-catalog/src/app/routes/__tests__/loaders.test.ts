import { QueryClient } from '@tanstack/react-query';
import { navigationQueryOptions, shopRouterContext } from '@kraanvogel/shared';
import { articleLoader, categoryLoader } from '../loaders';

const node = (code: string, description: string, childNodes: unknown[] = []) => ({ id: 1, code: { value: code }, description: { value: description }, path: code, level: 1, childNodes });
const tree = [
  node('sanitair', 'Sanitair', [node('kranen', 'Kranen', [node('wastafelkranen', 'Wastafelkranen')])]),
  node('outlet', 'Outlet'),
];

function mockApi(article?: object) {
  global.fetch = jest.fn(async (url: string) => {
    if (url.endsWith('/api/app/navigation')) return { ok: true, status: 200, text: async () => JSON.stringify(tree) };
    if (article && url.includes('/api/app/article/1004117')) return { ok: true, status: 200, text: async () => JSON.stringify(article) };
    return { ok: false, status: 404, text: async () => JSON.stringify({ error: { code: 'Article:NotFound', message: 'Niet gevonden' } }) };
  }) as unknown as typeof fetch;
}

// The host's router hands each loader its QueryClient; here a fresh one per test.
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
function args(path: string, params: Record<string, string>) {
  return { request: new Request(`http://shop.test${path}`), params, context: shopRouterContext(queryClient) } as never;
}

async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (e) {
    return e as Response;
  }
  throw new Error('nothing was thrown');
}

describe('the category loader', () => {
  beforeEach(() => mockApi());

  it('gives breadcrumbs, the category path and the subcategories', async () => {
    const data = await categoryLoader(args('/assortiment/sanitair/kranen', { '*': 'sanitair/kranen' }));
    expect(data.path).toBe('sanitair/kranen');
    expect(data.title).toBe('Kranen');
    expect(data.crumbs).toEqual([
      { label: 'Assortiment', url: '/assortiment', level: 0 },
      { label: 'Sanitair', url: '/assortiment/sanitair', level: 1 },
      { label: 'Kranen', url: '/assortiment/sanitair/kranen', level: 2 },
    ]);
    expect(data.children).toEqual([{ label: 'Wastafelkranen', url: '/assortiment/sanitair/kranen/wastafelkranen' }]);
  });

  it("puts the tree in the host's QueryClient, where the menus read it: one request for both pages", async () => {
    await categoryLoader(args('/assortiment/sanitair', { '*': 'sanitair' }));
    await categoryLoader(args('/assortiment/sanitair/kranen', { '*': 'sanitair/kranen' }));
    const calls = (global.fetch as jest.Mock).mock.calls.filter(([u]) => String(u).endsWith('/api/app/navigation'));
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(navigationQueryOptions().queryKey)).toEqual(tree);
  });

  it("starts the category's listing search at once, as the page will ask for it", async () => {
    await categoryLoader(args('/assortiment/sanitair/kranen?merk=Grohe', { '*': 'sanitair/kranen' }));
    const listings = queryClient.getQueryCache().findAll({ queryKey: ['catalog', 'listing'] });
    expect(listings.map((q) => q.queryKey[2])).toEqual([{ kind: 'category', path: 'sanitair/kranen' }]);
    const searches = (global.fetch as jest.Mock).mock.calls.filter(([u]) => String(u).includes('/docs/search'));
    expect(searches.length).toBeGreaterThan(0);
  });

  it('asks for the listing before the navigation tree has answered, not after it', async () => {
    const order: string[] = [];
    let answerTree!: () => void;
    const treeHeld = new Promise<void>((r) => (answerTree = r));
    global.fetch = jest.fn(async (url: string) => {
      if (url.endsWith('/api/app/navigation')) {
        order.push('navigation asked');
        await treeHeld;
        order.push('navigation answered');
        return { ok: true, status: 200, text: async () => JSON.stringify(tree) };
      }
      if (url.includes('/docs/search')) order.push('listing asked');
      return { ok: true, status: 200, text: async () => JSON.stringify({ value: [], '@odata.count': 0 }) };
    }) as unknown as typeof fetch;
    const loading = categoryLoader(args('/assortiment/sanitair/kranen', { '*': 'sanitair/kranen' }));
    await new Promise((r) => setTimeout(r, 10));
    answerTree();
    await loading;
    expect(order.indexOf('listing asked')).toBeGreaterThan(-1);
    expect(order.indexOf('listing asked')).toBeLessThan(order.indexOf('navigation answered'));
  });

  it('leaves the outlet out of the top level', async () => {
    const data = await categoryLoader(args('/assortiment', {}));
    expect(data.children.map((c) => c.label)).toEqual(['Sanitair']);
  });

  it('throws a 404 Response for an unknown category or a fourth level', async () => {
    expect((await thrown(categoryLoader(args('/assortiment/sanitair/buizen', { '*': 'sanitair/buizen' })))).status).toBe(404);
    const deep = 'sanitair/kranen/wastafelkranen/extra';
    expect((await thrown(categoryLoader(args(`/assortiment/${deep}`, { '*': deep })))).status).toBe(404);
  });

  it('redirects other spellings to the lowercase path without whitespace or trailing slash', async () => {
    const res = await thrown(categoryLoader(args('/assortiment/Sanitair/Kranen/?merk=A', { '*': 'Sanitair/Kranen/' })));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/assortiment/sanitair/kranen?merk=A');
  });
});

describe('the article loader', () => {
  it('gives the article with breadcrumbs through its category', async () => {
    mockApi({ itemNo: '1004117', description: 'Pelikaan kraan', categoryPath: 'sanitair/kranen/wastafelkranen' });
    const data = await articleLoader(args('/artikel/1004117', { key: '1004117' }));
    expect(data.article.itemNo).toBe('1004117');
    expect(data.crumbs.map((c) => c.label)).toEqual(['Assortiment', 'Sanitair', 'Kranen', 'Wastafelkranen', 'Pelikaan kraan']);
    expect(data.crumbs.at(-1)).toEqual({ label: 'Pelikaan kraan', url: '/artikel/1004117', level: 4 });
  });

  it("starts the download of the article's image (the page's largest paint) before the page renders it, once", async () => {
    mockApi({ itemNo: '1004117', description: 'Pelikaan kraan', categoryPath: 'sanitair/kranen', imageUrl: '/pim/images/1004117.png' });
    await articleLoader(args('/artikel/1004117', { key: '1004117' }));
    await articleLoader(args('/artikel/1004117', { key: '1004117' }));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([['/pim/images/1004117.png', 'high']]);
  });

  it('throws a 404 Response for an unknown article', async () => {
    mockApi();
    expect((await thrown(articleLoader(args('/artikel/999', { key: '999' })))).status).toBe(404);
  });
});
