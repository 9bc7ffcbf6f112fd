// Who may call a route is declared on the route itself, `config: { access }`, and checked here:
// the bearer token is read in one onRequest hook (401 before the request is validated), the
// access level in one preHandler hook (403 after it, so a bad request is a 400 for everyone who
// may send it). A route without a declaration stops the app from starting.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthorized } from './errors.js';
import type { Caller } from './auth.js';

/**
 * - public: anyone, no token (documents, pictures, news, registration, punch-in, health);
 * - signedIn: any signed-in user of the shop, staff included;
 * - accountOwner: a signed-in user outside a punch-out session, about his own account's security
 *   (e-mail address, password, two-factor sign-in; the routes also ask his current password);
 * - customer: a user of a customer (staff without a customer: 403), about that customer's data;
 * - directBuyer: a customer's user outside a punch-out session (a punch-out buyer orders in his
 *   procurement system);
 * - notWarehouse: a customer's user whose only role is not warehouse (orders and invoices);
 * - mainUser: the main user of a customer (the organization and its team);
 * - admin: an administrator of the shop;
 * - punchoutBuyer: a buyer the procurement system signed in (a punch-out session);
 * - deployToken: any deploy token of the release API;
 * - deployApp: a deploy token for the route's `:app`, or the operator's;
 * - operator: the operator's deploy token (scope '*').
 * A release route with `operatorSession` takes an administrator's sign-in with the operator right
 * (role `{product}_Operator`) as the operator's token too, named by his login name.
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'accountOwner', 'customer', 'directBuyer', 'notWarehouse', 'mainUser', 'admin', 'punchoutBuyer', 'deployToken', 'deployApp', 'operator'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
export type ShopAccess = Exclude<Access, 'public' | 'deployToken' | 'deployApp' | 'operator'>;
type DeployAccess = Extract<Access, 'deployToken' | 'deployApp' | 'operator'>;

/** A deploy token of the release API, as its registry finds it. */
export interface DeployToken {
  name: string;
  /** The app it may release, or '*' (the operator). */
  scope: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see ACCESS_LEVELS). */
    access: Access;
    /**
     * A release API route that also takes the sign-in of an administrator with the operator
     * right, as the operator's token (what runs where, the audit trail, a rollback); another
     * administrator gets a 403 there.
     */
    operatorSession?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user of a shop API route that is not public. */
    caller: Caller | null;
    /** The deploy token of a release API route. */
    deployToken: DeployToken | null;
  }
}

const notOfCustomer = (c: Caller) => (c.customerNumber ? null : forbidden('Dit account hoort niet bij een klant.'));

/** Each shop level's checks in order: the first that fails answers. */
const SHOP_CHECKS: Record<ShopAccess, ((c: Caller) => ApiError | null)[]> = {
  signedIn: [],
  accountOwner: [(c) => (c.punchoutSession ? forbidden('Vanuit een punch-out-sessie kunt u de beveiliging van uw account niet wijzigen. Log daarvoor zelf in op de webshop.') : null)],
  customer: [notOfCustomer],
  directBuyer: [(c) => (c.punchoutSession ? forbidden('Vanuit uw inkoopsysteem bestelt u niet hier: breng de winkelwagen over naar uw inkoopsysteem.') : null), notOfCustomer],
  notWarehouse: [(c) => (c.isWarehouseOnly ? forbidden('Met een magazijnaccount kunt u geen orders en facturen inzien.') : null), notOfCustomer],
  mainUser: [(c) => (c.isMainUser ? null : forbidden('Alleen de hoofdgebruiker van uw organisatie mag dit.')), notOfCustomer],
  admin: [(c) => (c.isAdmin ? null : forbidden('Alleen beheerders mogen dit.'))],
  punchoutBuyer: [(c) => (c.punchoutSession && c.customerNumber ? null : forbidden('Dit kan alleen wanneer u de webshop vanuit uw inkoopsysteem heeft geopend (punch-out).'))],
};

function deployCheck(access: DeployAccess, token: DeployToken, req: FastifyRequest): ApiError | null {
  if (access === 'deployToken' || token.scope === '*') return null;
  if (access === 'operator') return forbidden('Alleen een operator-token mag dit.');
  const app = (req.params as { app?: string }).app ?? '';
  return token.scope === app ? null : forbidden(`Het token '${token.name}' mag alleen ${token.scope} uitbrengen, niet ${app}.`);
}

/** How an API reads its bearer tokens: the shop's sign-ins, or the release API's deploy tokens. */
export type Authentication =
  | { kind: 'shop'; verify: (token: string) => Promise<Caller> }
  | { kind: 'deploy'; find: (token: string) => Promise<DeployToken | null>; session?: (token: string) => Promise<Caller> };

/** What a shop sign-in is on a release route that takes an operator's sign-in: an operator, or refused. */
async function operatorOfSession(session: (token: string) => Promise<Caller>, token: string): Promise<DeployToken | null> {
  const caller = await session(token).catch(() => null);
  if (!caller?.isAdmin) return null;
  if (!caller.isOperator) throw forbidden('U bent beheerder, maar zonder operatorrecht: de releases bekijken en terugdraaien kan alleen met dat recht of met een operator-token.');
  return { name: caller.userName ?? caller.sub, scope: '*' };
}

const bearerOf = (req: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

/** The access check of every route of this scope (one API), by the routes' declarations. */
export function installAccessCheck(app: FastifyInstance, auth: Authentication) {
  app.decorateRequest('caller', null);
  app.decorateRequest('deployToken', null);
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.access === 'public') return;
    const token = bearerOf(req);
    if (auth.kind === 'shop') {
      if (!token) throw unauthorized();
      req.caller = await auth.verify(token);
    } else {
      if (!token) throw unauthorized('Een deploy-token is nodig (Authorization: Bearer …).');
      req.deployToken = await auth.find(token);
      if (!req.deployToken && auth.session && req.routeOptions.config.operatorSession) req.deployToken = await operatorOfSession(auth.session, token);
      if (!req.deployToken) throw unauthorized('Dit deploy-token is onbekend of ingetrokken.');
    }
  });
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    let refused: ApiError | null = null;
    if (access === 'deployToken' || access === 'deployApp' || access === 'operator') {
      if (!req.deployToken) throw unauthorized('Een geldig deploy-token is nodig.');
      refused = deployCheck(access, req.deployToken, req);
    } else {
      if (!req.caller) throw unauthorized();
      for (const check of SHOP_CHECKS[access]) if ((refused = check(req.caller))) break;
    }
    if (refused) throw refused;
  });
}

/** A route as registered, with its declared access (HEAD routes aside). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/**
 * Refuses, while the app starts, every route that does not say who may call it; lists the
 * routes with their declarations (the authorization-matrix test reads them).
 */
export function requireAccessDeclarations(app: FastifyInstance, routes: DeclaredRoute[]) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (methods.length === 0) return;
    if (!ACCESS_LEVELS.includes(access as Access)) {
      throw new Error(`${methods.join(',')} ${route.url}: the route does not declare who may call it (config.access: ${ACCESS_LEVELS.join(' | ')})`);
    }
    for (const method of methods) routes.push({ method, url: route.url, access: access as Access });
  });
}

/** The caller of a shop route (the access hook has checked the token). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/** The caller's customer number, on a route whose access level requires one. */
export function customerOf(req: FastifyRequest): string {
  const caller = callerOf(req);
  const refused = notOfCustomer(caller);
  if (refused) throw refused;
  return caller.customerNumber!;
}

/** The deploy token of a release route. */
export function deployTokenOf(req: FastifyRequest): DeployToken {
  if (!req.deployToken) throw unauthorized('Een geldig deploy-token is nodig.');
  return req.deployToken;
}
