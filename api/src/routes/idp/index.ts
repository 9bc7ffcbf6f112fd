// The identity provider under its base path: our Dutch login page for the provider's
// interactions, and everything else (discovery, authorize, token, JWKS, end-session, ...)
// handed to oidc-provider's own (Koa) request handler.
import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/db.js';
import { findUserByName } from '../../plugins/app/accounts.js';
import { clearFailures, currentLock, registerFailure, throttleKeys } from '../../plugins/app/login-throttle.js';
import { API_SCOPE, OIDC_SCOPES } from '../../plugins/external/oidc.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.js';
import { errorPage, loginPage } from './pages.js';

export interface IdpRoutesOptions {
  provider: Provider;
  db: Db;
  base: string;
  audience: string;
  loginUrl: string;
}

export const TEXTS = {
  wrongCredentials: 'Onjuist e-mailadres of wachtwoord.',
  missingFields: 'Vul uw e-mailadres en wachtwoord in.',
  locked: (seconds: number) =>
    `Te veel mislukte inlogpogingen. Probeer het over ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minuten` : `${seconds} seconden`} opnieuw.`,
  sessionExpired: 'Uw inlogsessie is verlopen. Ga terug naar de webshop en probeer het opnieuw.',
};

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
};

export async function idpRoutes(app: FastifyInstance, opts: IdpRoutesOptions) {
  const { provider, db } = opts;
  const callback = provider.callback();

  // Interactions: our pages. They parse their own form bodies.
  await app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
      done(null, parseForm(body as string));
    });

    const details = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        return await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        return null;
      }
    };

    pages.get('/interaction/:uid', { schema: { hide: true } as object }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return reply.code(400).headers(HTML_HEADERS).send(errorPage(TEXTS.sessionExpired, opts.loginUrl));
      if (interaction.prompt.name === 'login') {
        return reply.headers(HTML_HEADERS).send(loginPage({ action: `${opts.base}/interaction/${interaction.uid}/login` }));
      }
      // Consent for the first-party shop is implicit: grant what it asked for and go on.
      const grant = interaction.grantId
        ? (await provider.Grant.find(interaction.grantId))!
        : new provider.Grant({ accountId: interaction.session!.accountId, clientId: interaction.params.client_id as string });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(opts.audience, API_SCOPE);
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return reply.redirect(returnTo, 303);
    });

    pages.post('/interaction/:uid/login', { schema: { hide: true } as object }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction || interaction.prompt.name !== 'login') {
        return reply.code(400).headers(HTML_HEADERS).send(errorPage(TEXTS.sessionExpired, opts.loginUrl));
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const userName = typeof body.username === 'string' ? body.username.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const action = `${opts.base}/interaction/${interaction.uid}/login`;
      if (!userName || !password) {
        return reply.code(400).headers(HTML_HEADERS).send(loginPage({ action, userName, error: TEXTS.missingFields }));
      }
      const keys = throttleKeys(userName, req.ip);
      const lock = await currentLock(db, keys);
      if (lock) {
        return reply.code(429).header('retry-after', String(lock.lockedSeconds)).headers(HTML_HEADERS).send(loginPage({ action, userName, error: TEXTS.locked(lock.lockedSeconds) }));
      }
      const user = await findUserByName(db, userName);
      const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok || !user.is_active) {
        await registerFailure(db, keys);
        return reply.code(401).headers(HTML_HEADERS).send(loginPage({ action, userName, error: TEXTS.wrongCredentials }));
      }
      await clearFailures(db, userName);
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });
  });

  // Everything else belongs to oidc-provider. It reads the raw request body itself, so this
  // scope parses nothing, and it sees its own paths (the base stripped, as a mount would).
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(opts.base.length) || '/';
      callback(raw, reply.raw);
    };
    mount.all('/', { schema: { hide: true } as object }, handler);
    mount.all('/*', { schema: { hide: true } as object }, handler);
  });
}
