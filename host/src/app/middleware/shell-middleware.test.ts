/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { authStore } from '@kraanvogel/shared';
import { DATA_MIDDLEWARE, GLOBAL_MIDDLEWARE, middlewareNames, runMiddleware, startMiddleware, type MiddlewareContext, type MiddlewareRegistry } from './route-middleware';
import { createShellMiddleware } from './shell-middleware';

const ctx = (path: string, isPublic = false, handles: MiddlewareContext['handles'] = []): MiddlewareContext => ({
  url: new URL(path, 'http://localhost'),
  handles,
  isPublic,
});

async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
}

const signIn = () => authStore.getState().signIn({ token: 't', expiresAt: null, user: { sub: 'u1', name: 'Jan' }, role: [] });

describe('route middleware order', () => {
  it('runs auth, assortimentmenu, baskets, discounts in that order, then a route’s own', async () => {
    const calls: string[] = [];
    const registry: MiddlewareRegistry = Object.fromEntries(
      [...GLOBAL_MIDDLEWARE, 'extra'].map((n) => [n, async () => void calls.push(n)]),
    );
    await runMiddleware(registry, ctx('/', false, [{}, { middleware: ['extra', 'auth'] }]));
    expect(calls).toEqual(['auth', 'assortimentmenu', 'baskets', 'discounts', 'extra']);
  });

  it('an unknown middleware is a 500', async () => {
    const registry: MiddlewareRegistry = Object.fromEntries(GLOBAL_MIDDLEWARE.map((n) => [n, () => undefined]));
    const error = (await thrown(runMiddleware(registry, ctx('/', false, [{ middleware: ['bestaatniet'] }])))) as { init: { status: number }; data: string };
    expect(error.init.status).toBe(500);
    expect(error.data).toBe('Onbekende middleware: bestaatniet');
    // Names of Object.prototype are no middleware either.
    expect(middlewareNames([{ middleware: ['toString'] }])).toContain('toString');
    const proto = (await thrown(runMiddleware(registry, ctx('/', false, [{ middleware: ['toString'] }])))) as { init: { status: number } };
    expect(proto.init.status).toBe(500);
  });

  it('the data steps start in their order without waiting for each other, and are taken in that order', async () => {
    const events: string[] = [];
    const release: Record<string, () => void> = {};
    const registry: MiddlewareRegistry = Object.fromEntries(
      DATA_MIDDLEWARE.map((n) => [
        n,
        () => {
          events.push(`start ${n}`);
          return new Promise<void>((resolve) => {
            release[n] = () => {
              events.push(`done ${n}`);
              resolve();
            };
          });
        },
      ]),
    );
    let finished = false;
    const run = startMiddleware(registry, ctx('/'), DATA_MIDDLEWARE).then(async ({ done }) => {
      await done;
      finished = true;
    });
    expect(events).toEqual(['start assortimentmenu', 'start baskets', 'start discounts']);
    release.discounts!();
    release.baskets!();
    await Promise.resolve();
    expect(finished).toBe(false);
    release.assortimentmenu!();
    await run;
    expect(finished).toBe(true);
  });

  it("with `between` (the shell's: a new task) before each later step, the steps still start in order without waiting for each other", async () => {
    const events: string[] = [];
    const pending: (() => void)[] = [];
    const registry: MiddlewareRegistry = Object.fromEntries(
      DATA_MIDDLEWARE.map((n) => [
        n,
        () => {
          events.push(`start ${n}`);
          return new Promise<void>(() => undefined);
        },
      ]),
    );
    const between = () =>
      new Promise<void>((resolve) => {
        events.push('between');
        pending.push(resolve);
      });
    void startMiddleware(registry, ctx('/'), DATA_MIDDLEWARE, between);
    expect(events).toEqual(['start assortimentmenu', 'between']);
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual(['start assortimentmenu', 'between', 'start baskets', 'between', 'start discounts']);
  });

  it('of started steps, the first failure in their order is the one reported; an unknown one is a 500', async () => {
    const registry: MiddlewareRegistry = {
      assortimentmenu: async () => undefined,
      baskets: async () => {
        await new Promise((r) => setTimeout(r, 5));
        throw new Error('eerste');
      },
      discounts: async () => {
        throw new Error('tweede');
      },
    };
    await expect(startMiddleware(registry, ctx('/'), DATA_MIDDLEWARE).then((r) => r.done)).rejects.toThrow('eerste');
    const unknown = (await thrown(startMiddleware(registry, ctx('/'), ['assortimentmenu', 'bestaatniet']).then((r) => r.done))) as { init: { status: number } };
    expect(unknown.init.status).toBe(500);
  });

  it('a failing step stops the later ones', async () => {
    const calls: string[] = [];
    const registry: MiddlewareRegistry = {
      auth: () => {
        throw new Error('kapot');
      },
      assortimentmenu: () => void calls.push('assortimentmenu'),
      baskets: () => void calls.push('baskets'),
      discounts: () => void calls.push('discounts'),
    };
    await expect(runMiddleware(registry, ctx('/'))).rejects.toThrow('kapot');
    expect(calls).toEqual([]);
  });
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the shell’s middleware', () => {
  let qc: QueryClient;
  let loadBaskets: jest.Mock;
  let loadDiscounts: jest.Mock;
  let auth: { sessionEnded: jest.Mock; logout: jest.Mock };
  let mw: MiddlewareRegistry;
  beforeEach(() => {
    authStore.getState().signOut();
    qc = new QueryClient();
    loadBaskets = jest.fn(async () => true);
    loadDiscounts = jest.fn(async () => []);
    auth = { sessionEnded: jest.fn(() => false), logout: jest.fn(async () => undefined) };
    mw = createShellMiddleware({ queryClient: qc, auth, loadBaskets, loadDiscounts });
    global.fetch = jest.fn(async () => answer(200, [{ code: { value: 'sanitair' }, description: { value: 'Sanitair' } }])) as unknown as typeof fetch;
  });

  it('sends a logged-out visitor of a protected page to /login with the way back', async () => {
    const res = (await thrown(Promise.resolve(mw.auth!(ctx('/mijnaccount/mijnorders?pagina=2'))))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirect=%2Fmijnaccount%2Fmijnorders%3Fpagina%3D2');
    const home = (await thrown(Promise.resolve(mw.auth!(ctx('/'))))) as Response;
    expect(home.headers.get('Location')).toBe('/login');
  });

  it('lets a logged-out visitor through to a public page', async () => {
    await expect(Promise.resolve(mw.auth!(ctx('/registratie', true)))).resolves.toBeUndefined();
  });

  it('sends a signed-in user away from /login, to the page asked for', async () => {
    signIn();
    const res = (await thrown(Promise.resolve(mw.auth!(ctx('/login?redirect=%2Fnieuws', true))))) as Response;
    expect(res.headers.get('Location')).toBe('/nieuws');
  });

  it('lets a signed-in user reach /login with a punch-out start link (the link signs its buyer in)', async () => {
    signIn();
    await expect(Promise.resolve(mw.auth!(ctx('/login?punchout=eenmalig', true)))).resolves.toBeUndefined();
  });

  it('logs out when the session has ended', async () => {
    signIn();
    auth.sessionEnded.mockReturnValue(true);
    const res = (await thrown(Promise.resolve(mw.auth!(ctx('/nieuws'))))) as Response;
    expect(auth.logout).toHaveBeenCalled();
    expect(res.headers.get('Location')).toBe('/login');
  });

  it('loads assortment, baskets and discounts only for a logged-in user', async () => {
    await mw.assortimentmenu!(ctx('/registratie', true));
    await mw.baskets!(ctx('/registratie', true));
    await mw.discounts!(ctx('/registratie', true));
    expect(global.fetch).not.toHaveBeenCalled();
    expect(loadBaskets).not.toHaveBeenCalled();
    expect(loadDiscounts).not.toHaveBeenCalled();

    signIn();
    await mw.assortimentmenu!(ctx('/'));
    await mw.baskets!(ctx('/'));
    await mw.discounts!(ctx('/'));
    expect(qc.getQueryData(['pim', 'navigation'])).toEqual([{ code: { value: 'sanitair' }, description: { value: 'Sanitair' } }]);
    const calls = (global.fetch as jest.Mock).mock.calls as [string, RequestInit & { headers: Record<string, string> }][];
    // The header's data: the menu and the user menu's count of purchase requests to decide.
    expect(calls.map(([url]) => url).sort()).toEqual(['/mgmt/api/app/purchase-requests/count', '/pim/api/app/navigation']);
    expect(calls.every(([, init]) => init.headers.Authorization === 'Bearer t')).toBe(true);
    expect(loadBaskets).toHaveBeenCalledWith(qc);
    expect(loadDiscounts).toHaveBeenCalled();
  });

  it('a failing navigation API does not block the page', async () => {
    signIn();
    global.fetch = jest.fn(async () => answer(503, {})) as unknown as typeof fetch;
    await expect(mw.assortimentmenu!(ctx('/'))).resolves.toBeUndefined();
  });
});
