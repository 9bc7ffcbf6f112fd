// Fair share: a route whose answer costs much more than the usual call (a file read, an export,
// an order search on a thousand-row page, a reorder of hundreds of lines) says so on the route,
// `config: { access, cost: 'heavy' }`, and one hook here keeps each user and each customer to a
// few such requests at a time. One more is a 429 in the error envelope with Retry-After, while
// every other customer is served as before. The budget is far above what a person does (one
// export, upload or big order at a time), so honest use never meets it.
import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany, type ErrorEnvelope } from './errors.js';

/**
 * 'heavy', or a function of the request (its query: the body is not read yet) that says whether
 * this one is; 'turn': heavy work that honest use needs at any time (placing an order of hundreds
 * of lines), which waits its turn at the gate with the heavy requests but is never refused.
 */
export type Cost = 'heavy' | 'turn' | ((req: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'heavy' (or a function saying when): the request counts toward the caller's budget of concurrent expensive requests; 'turn': it only waits its turn with them. */
    cost?: Cost;
  }
  interface FastifyInstance {
    /** The budget of heavy requests, one per app, shared by all its APIs. */
    heavyBudget: HeavyBudget;
    /** Whose heavy request runs now, one per app. */
    heavyGate: HeavyGate;
  }
  interface FastifyRequest {
    /** Gives back the heavy request's share of the budget (once). */
    heavyRelease: (() => void) | null;
  }
}

/** Heavy requests that may run at once: per user and per customer (all its users together). */
export const HEAVY_BUDGET = { perUser: 2, perCustomer: 4 };
/** The seconds a refused caller is asked to wait: the time a heavy request usually takes, rounded up. */
export const HEAVY_RETRY_AFTER_SECONDS = 2;

export const TOO_MANY_HEAVY = 'U heeft al te veel zware aanvragen tegelijk lopen (bestanden, exports, grote bestellingen of zoekopdrachten). Wacht tot die klaar zijn en probeer het dan opnieuw.';

/**
 * The refusal as the error envelope, serialised once. A hostile client retries a refused request
 * at once, thousands of times a second: each is answered here without an error object (its stack
 * trace), the error handler or a serialiser, so the flood costs the event loop little.
 */
const REFUSED = JSON.stringify({ error: { code: 'TooManyRequests', message: TOO_MANY_HEAVY } } satisfies ErrorEnvelope);

export class HeavyBudget {
  private readonly running = new Map<string, number>();

  constructor(readonly limits = HEAVY_BUDGET) {}

  /** Takes a share for each key if every one has room; the function that gives them back, or null. */
  take(keys: { key: string; limit: number }[]): (() => void) | null {
    if (keys.some(({ key, limit }) => (this.running.get(key) ?? 0) >= limit)) return null;
    for (const { key } of keys) this.running.set(key, (this.running.get(key) ?? 0) + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      for (const { key } of keys) {
        const n = (this.running.get(key) ?? 1) - 1;
        if (n > 0) this.running.set(key, n);
        else this.running.delete(key);
      }
    };
  }

  /** Heavy requests running now under a key (tests and benchmarks read it). */
  runningFor(key: string): number {
    return this.running.get(key) ?? 0;
  }
}

/** Whose heavy request it is: the user, and the customer he works for (none for staff). */
export interface HeavyCaller {
  sub: string;
  customerNumber?: string | null;
}

function keysOf(caller: HeavyCaller, budget: HeavyBudget) {
  return [
    { key: `user:${caller.sub}`, limit: budget.limits.perUser },
    ...(caller.customerNumber ? [{ key: `customer:${caller.customerNumber}`, limit: budget.limits.perCustomer }] : []),
  ];
}

/**
 * How many heavy requests run at once. The embedded database runs one statement at a time, in
 * this process: one, so that ordinary calls never queue behind several heavy ones. On a
 * PostgreSQL server statements run side by side, each on a core of its own: all cores but one
 * (at most 4), so that one core is always left for everyone else's ordinary calls.
 */
export function heavyGateSize(driver: 'pglite' | 'postgres', cores = availableParallelism()): number {
  return driver === 'pglite' ? 1 : Math.max(1, Math.min(4, cores - 1));
}

/**
 * Heavy requests that run at once in the whole process, the others waiting their turn, taken per
 * customer in turn: a customer's queue of heavy requests does not go before another's one
 * (heavyGateSize: how many at once).
 */
export class HeavyGate {
  private running = 0;
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(readonly size: number) {}

  /** Waits for a turn; the function that ends it. */
  async enter(key: string): Promise<() => void> {
    if (this.running < this.size && this.waiting.size === 0) this.running++;
    else {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(key) ?? [];
        queue.push(resolve);
        this.waiting.set(key, queue);
      });
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.next();
    };
  }

  private next() {
    // The turn passes to the first waiting key's first request; that key goes to the back.
    for (const [key, queue] of this.waiting) {
      const resolve = queue.shift()!;
      this.waiting.delete(key);
      if (queue.length) this.waiting.set(key, queue);
      resolve();
      return;
    }
    this.running--;
  }
}

/**
 * The budget check of one API's routes, right after the token is read (before a large body is
 * received), and the turn of a heavy request once its access is checked. The OpenAPI document
 * of a heavy route lists its 429.
 */
export function installCostLimits(app: FastifyInstance) {
  if (!app.hasDecorator('heavyBudget')) app.decorate('heavyBudget', new HeavyBudget());
  if (!app.hasDecorator('heavyGate')) app.decorate('heavyGate', new HeavyGate(heavyGateSize(app.db?.driver ?? 'pglite')));
  if (!app.hasRequestDecorator('heavyRelease')) app.decorateRequest('heavyRelease', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.cost || route.config.cost === 'turn' || !route.schema?.response) return;
    route.schema.response = { ...(route.schema.response as object), 429: { $ref: 'ErrorResponse#' } };
  });
  app.addHook('onRequest', async (req, reply) => {
    const cost = req.routeOptions.config.cost;
    if (!cost || cost === 'turn' || (cost !== 'heavy' && !cost(req)) || !req.caller) return;
    const release = app.heavyBudget.take(keysOf(req.caller, app.heavyBudget));
    if (!release) {
      return reply
        .code(429)
        .header('retry-after', String(HEAVY_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(REFUSED);
    }
    req.heavyRelease = release;
  });
  app.addHook('preHandler', async (req) => {
    if (req.heavyRelease) await takeTurn(app, req, req.caller?.customerNumber ?? req.caller?.sub ?? '');
    else if (req.routeOptions.config.cost === 'turn' && req.caller) {
      req.heavyRelease = () => undefined;
      await takeTurn(app, req, req.caller.customerNumber ?? req.caller.sub);
    }
  });
  app.addHook('onResponse', async (req) => {
    req.heavyRelease?.();
  });
}

/** Waits for the request's turn at the gate; its end joins what is given back when it is answered. */
async function takeTurn(app: FastifyInstance, req: FastifyRequest, key: string) {
  const leave = await app.heavyGate.enter(key);
  const release = req.heavyRelease;
  req.heavyRelease = () => {
    leave();
    release?.();
  };
}

/**
 * A heavy route whose caller is known only in its handler (a download link, whose one-time token
 * stands in for the bearer token) takes the caller's share and turn here, once it knows him, as
 * the hooks do for a token's caller: 429 beyond the budget.
 */
export async function heavyShareOf(req: FastifyRequest, caller: HeavyCaller) {
  if (req.heavyRelease) return;
  const release = req.server.heavyBudget.take(keysOf(caller, req.server.heavyBudget));
  if (!release) throw tooMany('TooManyRequests', TOO_MANY_HEAVY, HEAVY_RETRY_AFTER_SECONDS);
  req.heavyRelease = release;
  await takeTurn(req.server, req, caller.customerNumber ?? caller.sub);
}
