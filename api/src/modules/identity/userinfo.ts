// The userinfo endpoint for the access tokens the provider issues: JWTs for the APIs' audience
// (resource indicators). oidc-provider answers userinfo only for tokens meant for itself, so a
// standard relying party that signs in and then asks userinfo with its access token would be
// refused (invalid_token). Here such a token is verified like the APIs verify it, its sign-in
// (grant) must still be alive, and the user's claims are released by the OIDC scopes of that
// grant. Any other token goes on to oidc-provider.
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/db.js';
import { findUserById } from './accounts.js';
import { accountClaims, CLAIMS_BY_SCOPE } from './provider.js';

export interface JwtUserinfoOptions {
  provider: Provider;
  db: Db;
  issuer: string;
  audience: string;
  jwks: JSONWebKeySet;
}

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Answers the request when it is a userinfo call with one of the provider's JWTs; false otherwise. */
export function jwtUserinfo(opts: JwtUserinfoOptions) {
  const keys = createLocalJWKSet(opts.jwks);
  return async function handle(req: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
    if (path !== '/me' || (req.method !== 'GET' && req.method !== 'POST')) return false;
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !JWT.test(token)) return false;
    const refuse = (description: string) =>
      reply
        .code(401)
        .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
        .header('cache-control', 'no-store')
        .send({ error: 'invalid_token', error_description: description });
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, keys, { issuer: opts.issuer, audience: opts.audience }));
    } catch {
      await refuse('invalid token provided');
      return true;
    }
    const grant = typeof claims.gid === 'string' ? await opts.provider.Grant.find(claims.gid) : undefined;
    const user = typeof claims.sub === 'string' ? await findUserById(opts.db, claims.sub) : undefined;
    if (!grant || !user || !user.is_active || grant.accountId !== claims.sub) {
      await refuse('the sign-in of this token has ended');
      return true;
    }
    const scopes = new Set((grant.getOIDCScope() ?? '').split(' '));
    if (!scopes.has('openid')) {
      await refuse('the token was not granted the openid scope');
      return true;
    }
    const all = accountClaims(user) as Record<string, unknown>;
    const released: Record<string, unknown> = {};
    for (const [scope, names] of Object.entries(CLAIMS_BY_SCOPE)) {
      if (!scopes.has(scope)) continue;
      for (const name of names) if (all[name] !== undefined) released[name] = all[name];
    }
    await reply.header('cache-control', 'no-store').send(released);
    return true;
  };
}
