// The embedded OpenID Connect provider (oidc-provider, certified): authorization code flow with
// PKCE S256 required, refresh tokens, end-session, JWKS and discovery. Access tokens are JWTs
// for the APIs' audience (resource indicators), carrying the customer number and the roles.
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/db.js';
import { findUserById, type UserRow } from './accounts.js';
import { databaseAdapter } from './provider-adapter.js';
import { sessionIdForGrant } from '../punchout/service.js';
import { loadOrCreateIdpKeys, publicJwks } from './keys.js';
import { errorPage, logoutPage, loggedOutPage } from './pages.js';

export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'roles', 'portal'];
/** Scope of the APIs as a resource server. */
export const API_SCOPE = 'portal';
export const ACCESS_TOKEN_TTL = 1800;
/**
 * How long a sign-in lasts at most: a working day. Sessions, grants and refresh tokens end then;
 * a refresh token is replaced by a new one at every use (rotation), and the chain of them ends
 * a working day after the sign-in, however often it was used.
 */
export const SIGN_IN_TTL = 10 * 3600;

/** The claims each OIDC scope releases (ID token and userinfo). */
export const CLAIMS_BY_SCOPE: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username'],
  email: ['email', 'email_verified'],
  roles: ['role'],
  // punchout: the punch-out session of a buyer sent by a procurement system (absent otherwise).
  portal: ['customer_number', 'customer_name', 'punchout'],
};

/** Every claim the provider knows of a user. */
export function accountClaims(user: UserRow) {
  return {
    sub: user.id,
    name: `${user.name} ${user.surname}`,
    given_name: user.name,
    family_name: user.surname,
    preferred_username: user.user_name,
    email: user.email,
    email_verified: user.email_verified,
    role: roleClaim(user.roles),
    customer_number: user.customer_number ?? undefined,
    customer_name: user.customer_name ?? undefined,
  };
}

export interface IdentityProvider {
  provider: Provider;
  publicJwks: ReturnType<typeof publicJwks>;
}

const isLoopback = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';

/** Same path on a loopback host with any port: the dev servers and tests use these. */
function loopbackVariantAllowed(value: string, allowedPath: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && isLoopback(url) && url.pathname === allowedPath && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

export function roleClaim(roles: string[]): string | string[] {
  return roles.length === 1 ? roles[0]! : roles;
}

export async function createIdentityProvider(db: Db, config: AppConfig): Promise<IdentityProvider> {
  const keys = await loadOrCreateIdpKeys(db);
  const { publicUrl } = config;
  const audience = config.oidc.audience;
  const publicOrigin = new URL(publicUrl).origin;
  const allowLoopback = isLoopback(new URL(publicUrl));

  // A punch-out start link (punchout_token) always goes through our interaction page, even when
  // the browser is signed in already: the link, not an earlier session, says who the buyer is.
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('punchout_start', 'A punch-out start link signs the buyer in', 'login_required', (ctx) =>
      ctx.oidc.params?.punchout_token && !ctx.oidc.result?.login ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT,
    ),
    0,
  );

  const configuration: Configuration = {
    extraParams: ['punchout_token'],
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Kraanvogel webshop',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
      },
    ],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys, long: { signed: true }, short: { signed: true } },
    scopes: OIDC_SCOPES,
    claims: CLAIMS_BY_SCOPE,
    // The shop reads the user's claims from the ID token (its access token is for the APIs).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub, token) {
      const user = await findUserById(db, sub);
      if (!user || !user.is_active) return undefined;
      // The code, refresh token or access token the claims are asked for names the sign-in.
      const grantId = (token as { grantId?: string } | undefined)?.grantId;
      const punchout = grantId ? await sessionIdForGrant(db, grantId) : null;
      return {
        accountId: user.id,
        async claims() {
          return { ...accountClaims(user), punchout: punchout ?? undefined };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      // gid names the sign-in's grant: the APIs refuse the token once logout revoked it.
      // punchout names the punch-out session of that sign-in (the session itself stays here).
      const punchout = token.grantId ? await sessionIdForGrant(db, token.grantId) : null;
      // The shop's own staff (no customer) are named in their token: the release API writes the
      // name of an administrator with the operator right in its audit trail.
      return {
        customer_number: user.customer_number ?? undefined,
        role: roleClaim(user.roles),
        gid: token.grantId,
        punchout: punchout ?? undefined,
        preferred_username: user.customer_number ? undefined : user.user_name,
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          // oidc-provider has already checked the hint (issuer, client, signature) by now.
          ctx.body = logoutPage(form, { autoConfirm: Boolean(ctx.oidc.params?.id_token_hint), scriptUrl: `${config.bases.idp}/assets/logout-confirm.js` });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(`${publicUrl}/login`);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    pkce: { required: () => true },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: SIGN_IN_TTL,
      Grant: SIGN_IN_TTL,
      // What is left of the working day since the first token of this sign-in.
      RefreshToken(_ctx, token) {
        const now = Math.floor(Date.now() / 1000);
        const started = (token as { iiat?: number }).iiat ?? token.iat ?? now;
        return Math.max(1, SIGN_IN_TTL - (now - started));
      },
    },
    // The shop is first-party: its scopes are granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!ctx.oidc.session?.accountId || ctx.oidc.client?.clientId !== config.oidc.clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: config.oidc.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { policy, url: async (_ctx, interaction) => `${config.bases.idp}/interaction/${interaction.uid}` },
    clientBasedCORS(_ctx, origin) {
      try {
        return origin === publicOrigin || (allowLoopback && isLoopback(new URL(origin)));
      } catch {
        return false;
      }
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'Onbekende fout', `${publicUrl}/login`);
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // oidc-provider (Koa) reads X-Forwarded-Proto/Host behind a trusted proxy; client addresses are Fastify's.
  provider.proxy = config.oidc.trustProxy !== false;

  if (allowLoopback) {
    const proto = provider.Client.prototype as unknown as {
      redirectUriAllowed(this: unknown, v: string): boolean;
      postLogoutRedirectUriAllowed(this: unknown, v: string): boolean;
    };
    const redirect = proto.redirectUriAllowed;
    const postLogout = proto.postLogoutRedirectUriAllowed;
    proto.redirectUriAllowed = function (v) {
      return redirect.call(this, v) || loopbackVariantAllowed(v, '/auth');
    };
    proto.postLogoutRedirectUriAllowed = function (v) {
      return postLogout.call(this, v) || loopbackVariantAllowed(v, '/login');
    };
  }

  return { provider, publicJwks: publicJwks(keys.jwks) };
}
