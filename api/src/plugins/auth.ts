// Bearer-token check for every API request: signature from the issuer's JWKS, issuer, audience
// and expiry (jose), and that the sign-in the token belongs to has not ended (logout revokes it).
// The caller's customer and roles come from the token's claims.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from './errors.js';

export interface Caller {
  sub: string;
  customerNumber: string | null;
  roles: string[];
  isMainUser: boolean;
  /** A user whose only role is warehouse. */
  isWarehouseOnly: boolean;
  isAdmin: boolean;
  /** An administrator with the operator right: the release API takes his sign-in as an operator's token for status, audit and rollback. */
  isOperator: boolean;
  /** The login name of the shop's own staff (no customer), from the token; null for a customer's user. */
  userName: string | null;
  /** The punch-out session the sign-in belongs to (a buyer sent by a procurement system), or null. */
  punchoutSession: string | null;
  /** The sign-in (grant) the token belongs to, when the provider named it. */
  grantId: string | null;
}

/** The token checks of this process: each forgets what it knew of a user's sign-ins when told. */
const forgetters = new Set<(sub: string) => void>();

/** A user's sign-ins were ended (logout of all, a new password, removal): check them again at once. */
export function signInsEnded(sub: string) {
  for (const forget of forgetters) forget(sub);
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  productKey: string;
  /** The keys themselves when the provider runs in this process; otherwise fetched. */
  jwks?: JSONWebKeySet;
  jwksUrl: string;
  /**
   * Whether the sign-in (grant) a token names in its `gid` claim is still alive. The embedded
   * provider's grants are in the shared database, so every api instance sees a logout.
   */
  grantAlive?: (grantId: string) => Promise<boolean>;
}

/** How long an answer of grantAlive is trusted: a logout reaches every api instance within this. */
export const GRANT_CHECK_MS = 2000;

export function roleNames(productKey: string) {
  return { mainUser: `${productKey}klant_Hoofdgebruiker`, warehouse: `${productKey}klant_Magazijn`, admin: `${productKey}_Admin`, operator: `${productKey}_Operator` };
}

export function callerFromClaims(claims: Record<string, unknown>, productKey: string): Caller {
  const role = claims.role;
  const roles = typeof role === 'string' ? [role] : Array.isArray(role) ? role.filter((r): r is string => typeof r === 'string') : [];
  const names = roleNames(productKey);
  return {
    sub: String(claims.sub),
    customerNumber: typeof claims.customer_number === 'string' ? claims.customer_number : null,
    roles,
    isMainUser: roles.includes(names.mainUser),
    isWarehouseOnly: roles.length > 0 && roles.every((r) => r === names.warehouse),
    isAdmin: roles.includes(names.admin),
    isOperator: roles.includes(names.admin) && roles.includes(names.operator),
    userName: typeof claims.preferred_username === 'string' && typeof claims.customer_number !== 'string' ? claims.preferred_username : null,
    punchoutSession: typeof claims.punchout === 'string' ? claims.punchout : null,
    grantId: typeof claims.gid === 'string' ? claims.gid : null,
  };
}

export function createTokenVerifier(opts: TokenVerifierOptions) {
  const keys: JWTVerifyGetKey = opts.jwks ? createLocalJWKSet(opts.jwks) : createRemoteJWKSet(new URL(opts.jwksUrl));
  // Verified tokens are remembered until they expire: a signature check per request is the
  // largest CPU cost of a cheap API call.
  const cache = new Map<string, { caller: Caller; exp: number; grantId: string | null }>();
  // Per grant: alive as of when; an ended grant never comes back.
  const grants = new Map<string, { alive: boolean; at: number; pending?: Promise<boolean> }>();
  const invalid = () => unauthorized('Uw sessie is ongeldig of verlopen. Log opnieuw in.');
  forgetters.add((sub) => {
    for (const [token, hit] of cache) {
      if (hit.caller.sub !== sub) continue;
      cache.delete(token);
      if (hit.grantId) grants.delete(hit.grantId);
    }
  });

  async function grantAlive(grantId: string): Promise<boolean> {
    if (!opts.grantAlive) return true;
    const known = grants.get(grantId);
    const now = Date.now();
    if (known && (!known.alive || now - known.at < GRANT_CHECK_MS)) return known.alive;
    if (known?.pending) return known.pending;
    const pending = opts.grantAlive(grantId);
    grants.set(grantId, { alive: known?.alive ?? true, at: known?.at ?? 0, pending });
    try {
      const alive = await pending;
      if (grants.size > 50_000) grants.clear();
      grants.set(grantId, { alive, at: Date.now() });
      return alive;
    } catch (error) {
      grants.delete(grantId);
      throw error;
    }
  }

  return async function verify(token: string): Promise<Caller> {
    const now = Math.floor(Date.now() / 1000);
    let hit = cache.get(token);
    if (!hit || hit.exp <= now) {
      try {
        const { payload } = await jwtVerify(token, keys, { issuer: opts.issuer, audience: opts.audience, algorithms: ['RS256', 'PS256', 'ES256'] });
        if (typeof payload.sub !== 'string') throw new Error('no subject');
        const caller = callerFromClaims(payload as Record<string, unknown>, opts.productKey);
        if (cache.size > 10_000) cache.clear();
        hit = { caller, exp: payload.exp ?? now + 60, grantId: typeof payload.gid === 'string' ? payload.gid : null };
        cache.set(token, hit);
      } catch {
        throw invalid();
      }
    }
    if (hit.grantId && !(await grantAlive(hit.grantId))) throw invalid();
    return hit.caller;
  };
}
