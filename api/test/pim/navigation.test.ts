import { createTestApp, users, type TestApp } from '../helpers/app.js';

interface Node {
  id: number;
  code: { value: string };
  description: { value: string };
  path: string;
  level: number;
  itemCount?: number;
  childNodes: Node[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.childNodes)]);

describe.each(['/pim/api/app/navigation', '/pim/api/app/navigation/async-for-test', '/pim/api/app/navigation/expand-with-items'])('GET %s', (url) => {
  test('a signed-in user gets the three-level tree with lowercase paths and the outlet node', async () => {
    const res = await t.call('GET', url, users.employee);
    expect(res.statusCode).toBe(200);
    const tree = res.json() as Node[];
    expect(tree.map((n) => n.code.value)).toEqual(['sanitair', 'installatie', 'verwarming', 'gereedschap', 'outlet']);
    const all = flatten(tree);
    expect(Math.max(...all.map((n) => n.level))).toBe(3);
    for (const n of all) {
      expect(n.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/);
      expect(n.path.split('/')).toHaveLength(n.level);
      expect(n.path.endsWith(n.code.value)).toBe(true);
      expect(n.description.value.length).toBeGreaterThan(0);
    }
    const kranen = tree[0]!.childNodes.find((c) => c.code.value === 'kranen')!;
    expect(kranen.description.value).toBe('Kranen');
    expect(kranen.childNodes.map((c) => c.path)).toContain('sanitair/kranen/wastafelkranen');
  });

  test('without a token the answer is 401 in the error envelope', async () => {
    const res = await t.call('GET', url, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: 'Unauthorized', message: expect.any(String) }) });
  });
});

test('expand-with-items counts the articles under every node, outlet included', async () => {
  const tree = (await t.call('GET', '/pim/api/app/navigation/expand-with-items', users.main)).json() as Node[];
  const { n } = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE secret IS NULL'))!;
  const roots = tree.filter((r) => r.code.value !== 'outlet');
  expect(roots.reduce((s, r) => s + r.itemCount!, 0)).toBe(n);
  for (const node of flatten(tree).filter((x) => x.childNodes.length)) {
    expect(node.itemCount).toBe(node.childNodes.reduce((s, c) => s + c.itemCount!, 0));
  }
  const outlet = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE secret IS NULL AND is_outlet'))!.n;
  expect(tree.find((r) => r.code.value === 'outlet')!.itemCount).toBe(outlet);
});

test('a token signed by someone else is refused', async () => {
  const real = (await t.login(users.main)).access_token;
  const [h, p] = real.split('.');
  const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
  const res = await t.inject({ method: 'GET', url: '/pim/api/app/navigation', headers: { authorization: `Bearer ${forged}` } });
  expect(res.statusCode).toBe(401);
});

test('an ID token (wrong audience) is not accepted as an access token', async () => {
  const { id_token } = await t.login(users.main);
  const res = await t.inject({ method: 'GET', url: '/pim/api/app/navigation', headers: { authorization: `Bearer ${id_token}` } });
  expect(res.statusCode).toBe(401);
});
