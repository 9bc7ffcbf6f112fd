// The identity provider under its base path: our Dutch login page for the provider's
// interactions, and everything else (discovery, authorize, token, JWKS, end-session, ...)
// handed to oidc-provider's own (Koa) request handler.
import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/db.js';
import { acceptTotp, findUserByName, revokeSignIns } from './accounts.js';
import { bindGrant, redeemStartToken } from '../punchout/service.js';
import { beginAttempt, clearAccount, clearFailures, forgive, throttleKeys } from './login-throttle.js';
import { API_SCOPE, OIDC_SCOPES } from './provider.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.js';
import { PROVIDER_SECURITY_HEADERS } from '../../plugins/security-headers.js';
import { findOpenPasswordLink, setPasswordWithLink, SET_PASSWORD_PATH } from './password-links.js';
import { codePage, confirmEmailPage, emailConfirmedPage, emailLinkInvalidPage, errorPage, linkInvalidPage, loginPage, LOGOUT_CONFIRM_SCRIPT, passwordSetPage, setPasswordPage } from './pages.js';
import { confirmEmail, CONFIRM_EMAIL_PATH, findOpenEmailLink } from './email-links.js';
import { jwtUserinfo } from './userinfo.js';

export interface IdpRoutesOptions {
  provider: Provider;
  db: Db;
  base: string;
  audience: string;
  loginUrl: string;
  /** The provider's configured issuer: its URLs are built from this, never from the Host header. */
  issuer: string;
  /** The public keys of the provider's signing keys (the userinfo endpoint verifies with them). */
  jwks: JSONWebKeySet;
}

export const TEXTS = {
  wrongCredentials: 'Onjuist e-mailadres of wachtwoord.',
  missingFields: 'Vul uw e-mailadres en wachtwoord in.',
  locked: (seconds: number) =>
    `Te veel mislukte inlogpogingen. Probeer het over ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minuten` : `${seconds} seconden`} opnieuw.`,
  sessionExpired: 'Uw inlogsessie is verlopen. Ga terug naar de webshop en probeer het opnieuw.',
  passwordsDiffer: 'De twee wachtwoorden zijn niet gelijk.',
  wrongCode: 'Deze code klopt niet. Vul de code in die uw authenticator-app nu toont.',
  punchoutLinkUsed:
    'Deze punch-out-link is al gebruikt of verlopen. Open de webshop opnieuw vanuit uw inkoopsysteem.',
};

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  ...PROVIDER_SECURITY_HEADERS,
};

export async function idpRoutes(fastify: FastifyInstance, opts: IdpRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { provider, db } = opts;
  const callback = provider.callback();
  const issuer = new URL(opts.issuer);
  const userinfo = jwtUserinfo({ provider, db, issuer: opts.issuer, audience: opts.audience, jwks: opts.jwks });

  app.get('/assets/logout-confirm.js', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(LOGOUT_CONFIRM_SCRIPT),
  );

  // Interactions: our pages. They parse their own form bodies and answer a missing field with
  // the page and its message, so they declare no body schema.
  const formField = (form: unknown, name: string): string => {
    const value: unknown = form && typeof form === 'object' ? Reflect.get(form, name) : undefined;
    return typeof value === 'string' ? value : '';
  };
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

    pages.get('/interaction/:uid', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction) return reply.code(400).headers(HTML_HEADERS).send(errorPage(TEXTS.sessionExpired, opts.loginUrl));
      const punchoutToken = interaction.params.punchout_token;
      if (interaction.prompt.name === 'login' && typeof punchoutToken === 'string') {
        // A buyer sent by a procurement system: the shop checked its credentials and issued this
        // one-time token; it signs the buyer in without a login form, once.
        const started = await redeemStartToken(db, punchoutToken);
        if (!started) return reply.code(410).headers(HTML_HEADERS).send(errorPage(TEXTS.punchoutLinkUsed, opts.loginUrl));
        const grant = new provider.Grant({ accountId: started.userId, clientId: interaction.params.client_id as string });
        grant.addOIDCScope(OIDC_SCOPES.join(' '));
        grant.addResourceScope(opts.audience, API_SCOPE);
        const grantId = await grant.save();
        await bindGrant(db, started.sessionId, grantId);
        const returnTo = await provider.interactionResult(
          req.raw,
          reply.raw,
          { login: { accountId: started.userId, amr: ['punchout'] }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      }
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

    pages.post('/interaction/:uid/login', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const interaction = await details(req, reply);
      if (!interaction || interaction.prompt.name !== 'login') {
        return reply.code(400).headers(HTML_HEADERS).send(errorPage(TEXTS.sessionExpired, opts.loginUrl));
      }
      const userName = formField(req.body, 'username').trim();
      const password = formField(req.body, 'password');
      const action = `${opts.base}/interaction/${interaction.uid}/login`;
      if (!userName || !password) {
        return reply.code(400).headers(HTML_HEADERS).send(loginPage({ action, userName, error: TEXTS.missingFields }));
      }
      // Counted before the password is checked: parallel attempts cannot pass the lock.
      const keys = throttleKeys('signin', userName, req.ip);
      const lock = await beginAttempt(db, keys);
      if (lock) {
        return reply.code(429).header('retry-after', String(lock.lockedSeconds)).headers(HTML_HEADERS).send(loginPage({ action, userName, error: TEXTS.locked(lock.lockedSeconds) }));
      }
      const user = await findUserByName(db, userName);
      const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok || !user.is_active) {
        return reply.code(401).headers(HTML_HEADERS).send(loginPage({ action, userName, error: TEXTS.wrongCredentials }));
      }
      if (user.two_factor_enabled && user.totp_secret) {
        // The password was right; the sign-in completes only with a code. The interaction (kept
        // by the provider, bound to this browser's cookie) remembers whose code is expected.
        interaction.result = { twoFactor: { accountId: user.id, userName: user.user_name } };
        await interaction.persist();
        // The password was right: its attempt is taken back, but the account's earlier failures
        // stay until the code is right too (each wrong code counts, a right password resets nothing).
        await forgive(db, keys);
        return reply.headers(HTML_HEADERS).send(codePage({ action: `${opts.base}/interaction/${interaction.uid}/code` }));
      }
      await clearFailures(db, keys);
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });

    pages.post('/interaction/:uid/code', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const interaction = await details(req, reply);
      const pending = (interaction?.result as { twoFactor?: { accountId: string; userName: string } } | undefined)?.twoFactor;
      if (!interaction || interaction.prompt.name !== 'login' || !pending) {
        return reply.code(400).headers(HTML_HEADERS).send(errorPage(TEXTS.sessionExpired, opts.loginUrl));
      }
      const action = `${opts.base}/interaction/${interaction.uid}/code`;
      const keys = throttleKeys('signin', pending.userName, req.ip);
      const lock = await beginAttempt(db, keys);
      if (lock) {
        return reply.code(429).header('retry-after', String(lock.lockedSeconds)).headers(HTML_HEADERS).send(codePage({ action, error: TEXTS.locked(lock.lockedSeconds) }));
      }
      const code = formField(req.body, 'code');
      const user = await findUserByName(db, pending.userName);
      const ok = !!user && user.is_active && user.id === pending.accountId && !!user.totp_secret && (await acceptTotp(db, user.id, user.totp_secret, code));
      if (!ok) {
        return reply.code(401).headers(HTML_HEADERS).send(codePage({ action, error: TEXTS.wrongCode }));
      }
      await clearFailures(db, keys);
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: pending.accountId, amr: ['pwd', 'otp'] } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });
    // The page behind a one-time set-password link (password-links.ts): mailed after
    // an approved registration or an invitation. A used or expired link says so and changes nothing.
    const setPasswordAction = `${opts.base}${SET_PASSWORD_PATH}`;
    pages.get(SET_PASSWORD_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const token = formField(req.query, 'token');
      const link = await findOpenPasswordLink(db, token);
      if (!link) return reply.code(410).headers(HTML_HEADERS).send(linkInvalidPage(opts.loginUrl));
      return reply.headers(HTML_HEADERS).send(setPasswordPage({ action: setPasswordAction, token, userName: link.userName }));
    });
    pages.post(SET_PASSWORD_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const token = formField(req.body, 'token');
      const password = formField(req.body, 'password');
      const confirm = formField(req.body, 'confirm');
      const link = await findOpenPasswordLink(db, token);
      if (!link) return reply.code(410).headers(HTML_HEADERS).send(linkInvalidPage(opts.loginUrl));
      if (password !== confirm) {
        return reply.code(400).headers(HTML_HEADERS).send(setPasswordPage({ action: setPasswordAction, token, userName: link.userName, error: TEXTS.passwordsDiffer }));
      }
      const result = await setPasswordWithLink(db, token, password);
      if (!result.ok && result.reason === 'weak-password') {
        return reply.code(400).headers(HTML_HEADERS).send(setPasswordPage({ action: setPasswordAction, token, userName: link.userName, error: result.message }));
      }
      if (!result.ok) return reply.code(410).headers(HTML_HEADERS).send(linkInvalidPage(opts.loginUrl));
      await clearAccount(db, result.userName);
      // A new password ends every sign-in of the account (a reset after a stolen password).
      const user = await findUserByName(db, result.userName);
      if (user) await revokeSignIns(db, user.id);
      return reply.headers(HTML_HEADERS).send(passwordSetPage(opts.loginUrl));
    });
    // The page behind the link mailed to a changed e-mail address (email-links.ts).
    const confirmEmailAction = `${opts.base}${CONFIRM_EMAIL_PATH}`;
    pages.get(CONFIRM_EMAIL_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const token = formField(req.query, 'token');
      const link = await findOpenEmailLink(db, token);
      if (!link) return reply.code(410).headers(HTML_HEADERS).send(emailLinkInvalidPage(opts.loginUrl));
      return reply.headers(HTML_HEADERS).send(confirmEmailPage({ action: confirmEmailAction, token, email: link.email }));
    });
    pages.post(CONFIRM_EMAIL_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      if (!(await confirmEmail(db, formField(req.body, 'token')))) return reply.code(410).headers(HTML_HEADERS).send(emailLinkInvalidPage(opts.loginUrl));
      return reply.headers(HTML_HEADERS).send(emailConfirmedPage(opts.loginUrl));
    });
  });

  // Everything else belongs to oidc-provider. It reads the raw request body itself, so this
  // scope parses nothing, and it sees its own paths (the base stripped, as a mount would).
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const path = (req.url.slice(opts.base.length) || '/').split('?')[0]!;
      if (await userinfo(req, reply, path)) return reply;
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(opts.base.length) || '/';
      // oidc-provider builds its URLs (discovery, redirects) from the request's host: it sees the
      // configured issuer's, whatever Host or X-Forwarded-Host the caller sent.
      raw.headers.host = issuer.host;
      if (raw.headers['x-forwarded-host'] !== undefined) raw.headers['x-forwarded-host'] = issuer.host;
      if (raw.headers['x-forwarded-proto'] !== undefined) raw.headers['x-forwarded-proto'] = issuer.protocol.replace(':', '');
      for (const [name, value] of Object.entries(PROVIDER_SECURITY_HEADERS)) reply.raw.setHeader(name, value);
      // Koa's handler answers its own errors; nothing is left to await here.
      void callback(raw, reply.raw);
    };
    mount.all('/', { config: { access: 'public' }, schema: { hide: true } }, handler);
    mount.all('/*', { config: { access: 'public' }, schema: { hide: true } }, handler);
  });
}
