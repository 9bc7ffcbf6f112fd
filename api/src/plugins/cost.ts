// Fair share: a route whose answer costs much more than the usual call (a file read, an export,
// an order search on a thousand-row page, a reorder of hundreds of lines) says so on the route,
// `config: { access, cost: 'heavy' }`, and one hook here keeps each user and each customer to a
// few such requests at a time. One more is a 429 in the error envelope with Retry-After, while
// every other customer is served as before. The budget is far above what a person does (one
// export, upload or big order at a time), so honest use never meets it.
import { availableParallelism } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    /** The milliseconds the heavy request waited at the gate for other customers' work. */
    heavyWaited: number;
    /** A heavy (or 'turn') request's progress, for a caller who goes away before the answer. */
    heavyState: { bodyRead: boolean; closed: boolean } | null;
  }
}

/** Heavy requests that may run at once: per user and per customer (all its users together). */
export const HEAVY_BUDGET = { perUser: 2, perCustomer: 4 };
/** The seconds a refused caller is asked to wait: the time a heavy request usually takes, rounded up. */
export const HEAVY_RETRY_AFTER_SECONDS = 2;

/** How long a refused heavy request waits for its 429, and how many of one caller wait at once. */
export const REFUSAL_HOLD_MS = 1000;
export const HELD_REFUSALS = 32;

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

  private readonly held = new Map<string, number>();

  /**
   * A refusal is answered after a pause (REFUSAL_HOLD_MS), at most HELD_REFUSALS of one customer
   * (or user) held at once, the others answered at once: a client that retries a refused request
   * without waiting then sends a few requests a second instead of thousands, each of which cost
   * the server its token check and answer while other customers waited.
   */
  async holdRefusal(key: string): Promise<void> {
    const held = this.held.get(key) ?? 0;
    if (held >= HELD_REFUSALS) return;
    this.held.set(key, held + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_HOLD_MS));
    } finally {
      const n = (this.held.get(key) ?? 1) - 1;
      if (n > 0) this.held.set(key, n);
      else this.held.delete(key);
    }
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
 * A customer's heavy requests go one after another (HeavyGate.line), from before the request's
 * body is read until it is answered, each leaving the server a pause of `pace` times what it took
 * (its wait at the gate aside; at most HEAVY_PAUSE_MAX_MS): back to back they take at most
 * 1 / (pace + 1) of the time, so the main thread's share of that work (receiving an upload,
 * reading rows, writing the answer) leaves other customers' calls room. The embedded database
 * runs its statements on the server's one thread, where every millisecond of it is one another
 * customer waits: 12 (8 %); on PostgreSQL 3 (25 %). A person's next heavy request seldom comes
 * within that pause (0.7 s after an order overview of 1,000 orders, 2.4 s after a reorder of 500
 * lines on the embedded database); a request that does waits, and is never refused for it.
 */
export function heavyPace(driver: 'pglite' | 'postgres'): number {
  return driver === 'pglite' ? 12 : 3;
}
/** The longest pause after one request. */
export const HEAVY_PAUSE_MAX_MS = 5000;

/**
 * Heavy requests that run at once in the whole process, the others waiting their turn, taken per
 * customer in turn: a customer's queue of heavy requests does not go before another's one
 * (heavyGateSize: how many at once). Before it, each customer's own line (line()).
 */
export class HeavyGate {
  private running = 0;
  private readonly waiting = new Map<string, (() => void)[]>();
  /** When each customer's next heavy request may start (pace), ms since the epoch. */
  private readonly readyAt = new Map<string, number>();
  /** Each customer's last heavy request in line: the next one waits until it is answered. */
  private readonly lines = new Map<string, Promise<void>>();

  constructor(
    readonly size: number,
    readonly pace = 0,
  ) {}

  /**
   * Waits until the customer's previous heavy request is answered and its pause is over; the
   * function that ends this one's place (given the milliseconds it waited at the gate).
   */
  async line(key: string): Promise<(waitedAtGate?: number) => void> {
    const previous = this.lines.get(key);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.lines.set(key, mine);
    if (previous) await previous;
    const pause = (this.readyAt.get(key) ?? 0) - Date.now();
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const started = Date.now();
    let left = false;
    return (waitedAtGate = 0) => {
      if (left) return;
      left = true;
      const now = Date.now();
      this.readyAt.set(key, now + Math.min(HEAVY_PAUSE_MAX_MS, Math.max(0, now - started - waitedAtGate) * this.pace));
      if (this.readyAt.size > 1000) for (const [k, at] of this.readyAt) if (at <= now) this.readyAt.delete(k);
      if (this.lines.get(key) === mine) this.lines.delete(key);
      done();
    };
  }

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
  if (!app.hasDecorator('heavyGate')) app.decorate('heavyGate', new HeavyGate(heavyGateSize(app.db?.driver ?? 'pglite'), heavyPace(app.db?.driver ?? 'pglite')));
  if (!app.hasRequestDecorator('heavyRelease')) app.decorateRequest('heavyRelease', null);
  if (!app.hasRequestDecorator('heavyWaited')) app.decorateRequest('heavyWaited', 0);
  if (!app.hasRequestDecorator('heavyState')) app.decorateRequest('heavyState', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.cost || route.config.cost === 'turn' || !route.schema?.response) return;
    route.schema.response = { ...(route.schema.response as object), 429: { $ref: 'ErrorResponse#' } };
  });
  app.addHook('onRequest', async (req, reply) => {
    const cost = req.routeOptions.config.cost;
    if (cost) watchCaller(req, reply);
    if (!cost || cost === 'turn' || (cost !== 'heavy' && !cost(req)) || !req.caller) return;
    const keys = keysOf(req.caller, app.heavyBudget);
    const release = app.heavyBudget.take(keys);
    if (!release) {
      await app.heavyBudget.holdRefusal(keys[keys.length - 1]!.key);
      return reply
        .code(429)
        .header('retry-after', String(HEAVY_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(REFUSED);
    }
    req.heavyRelease = release;
    // Gone before this hook ran (the access check before it took a while): nothing will answer.
    if (req.heavyState?.closed) release();
  });
  // The customer's line before the body is received (an upload waits in it unread); the gate
  // once the access is checked.
  app.addHook('preParsing', async (req) => {
    if (!req.heavyRelease && !(req.routeOptions.config.cost === 'turn' && req.caller)) return;
    await joinLine(app, req, keyOf(req.caller!));
  });
  app.addHook('preValidation', async (req) => {
    if (req.heavyState) req.heavyState.bodyRead = true;
  });
  app.addHook('preHandler', async (req) => {
    if (req.heavyRelease) await takeTurn(app, req, keyOf(req.caller!));
  });
  // A caller who went away: the handler still runs once the body was read, and ends here.
  app.addHook('onSend', async (req) => {
    if (req.heavyState?.closed) req.heavyRelease?.();
  });
  app.addHook('onResponse', async (req) => {
    req.heavyRelease?.();
  });
}

/**
 * A caller who closes the connection before the answer gets no onResponse: what the request holds
 * (its share of the budget, its place in the customer's line, its turn at the gate) is given back
 * when the connection closes if the body was not read yet (nothing more of the request runs),
 * otherwise when its handler has answered (onSend), so that going away does not let more heavy
 * work run at once than the budget allows.
 */
function watchCaller(req: FastifyRequest, reply: FastifyReply) {
  const state = { bodyRead: false, closed: false };
  req.heavyState = state;
  // The connection may have closed already, while the hooks before this one ran: its close event
  // will not come again.
  if (reply.raw.destroyed || req.raw.socket?.destroyed) {
    state.closed = true;
    return;
  }
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    state.closed = true;
    if (!state.bodyRead) req.heavyRelease?.();
  });
}

const keyOf = (caller: HeavyCaller) => caller.customerNumber ?? caller.sub;

/** Waits for the request's place in its customer's line; its end joins what is given back when it is answered. */
async function joinLine(app: FastifyInstance, req: FastifyRequest, key: string) {
  const leave = await app.heavyGate.line(key);
  const release = req.heavyRelease;
  req.heavyRelease = () => {
    leave(req.heavyWaited);
    release?.();
  };
  // Gone while it waited in line: its body will not be read.
  if (req.heavyState?.closed && !req.heavyState.bodyRead) req.heavyRelease();
}

/** Waits for the request's turn at the gate; its end joins what is given back when it is answered. */
async function takeTurn(app: FastifyInstance, req: FastifyRequest, key: string) {
  const asked = Date.now();
  const leave = await app.heavyGate.enter(key);
  req.heavyWaited = Date.now() - asked;
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
  const keys = keysOf(caller, req.server.heavyBudget);
  const release = req.server.heavyBudget.take(keys);
  if (!release) await req.server.heavyBudget.holdRefusal(keys[keys.length - 1]!.key);
  if (!release) throw tooMany('TooManyRequests', TOO_MANY_HEAVY, HEAVY_RETRY_AFTER_SECONDS);
  req.heavyRelease = release;
  await joinLine(req.server, req, keyOf(caller));
  await takeTurn(req.server, req, keyOf(caller));
}
