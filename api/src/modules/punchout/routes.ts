// Punch-out calls: the punch-in of a procurement system (OCI URL or form; cXML
// PunchOutSetupRequest), the shop's punch-out mode (is-enabled, url, push-basket) and the
// administration of punch-out accounts. A punch-in answers with a one-time start link to the
// shop's login, where the identity provider signs the buyer in (modules/identity).
import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callerOf, customerOf } from '../../plugins/access.js';
import { ApiError, sendError, unauthorized } from '../../plugins/errors.js';
import { beginAttempt, clearFailures, throttleKeys } from '../identity/login-throttle.js';
import type { EarlierLine, PunchoutAccountRow, PunchoutService } from './service.js';
import { PunchoutAccountAdmin } from './accounts.js';
import { PROVIDER_SECURITY_HEADERS } from '../../plugins/security-headers.js';
import { CxmlError, MAX_ITEM_OUT, readSetupRequest, setupResponse, statusResponse, type Credential } from '../../lib/cxml.js';
import { escapeHtml } from '@kraanvogel/rules';
import { ref, responses } from '../../plugins/schemas.js';
import {
  AccountId,
  AccountsQuery,
  BasketIdParams,
  CreatePunchoutAccountInput,
  CxmlAnswer,
  OciPunchIn,
  PunchoutAccounts,
  PunchoutActivity,
  PunchoutSecret,
  ToStartLink,
  TransferredBaskets,
  UpdatePunchoutAccountInput,
} from './schemas.js';
import type { Db } from '../../db/db.js';

const P = '/api/app/punchout';
const tags = ['Punch-out'];

type OciPunchInInput = Record<string, string | undefined>;

export const PUNCHOUT_TEXTS = {
  wrongCredentials: 'De webshop kon uw inkoopsysteem niet aanmelden: de gebruikersnaam of het wachtwoord van de punch-out-koppeling klopt niet.',
  locked: 'Te veel mislukte aanmeldingen van deze punch-out-koppeling. Probeer het over enkele minuten opnieuw.',
  title: 'Punch-out',
};

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...PROVIDER_SECURITY_HEADERS };

/** A buyer's browser gets a Dutch page; a program gets the error envelope. */
function refuse(req: FastifyRequest, reply: FastifyReply, error: ApiError) {
  if (/text\/html/.test(String(req.headers.accept ?? ''))) {
    const page = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${PUNCHOUT_TEXTS.title}</title></head>
<body style="font-family: Barlow, Arial, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>${PUNCHOUT_TEXTS.title}</h1><p role="alert">${escapeHtml(error.message)}</p></body></html>`;
    return reply.code(error.statusCode).headers(HTML_HEADERS).send(page);
  }
  return sendError(reply, error.statusCode, { error: { code: error.code, message: error.message } });
}

/**
 * OCI's re-punch: the procurement system opens the shop again with the requisition's earlier
 * lines as NEW_ITEM-VENDORMAT[n] and NEW_ITEM-QUANTITY[n] (the fields the shop sent); FUNCTION=DETAIL
 * (OCI's detail call) opens them to look at only. Without lines it is an ordinary punch-in.
 */
export function ociEarlierLines(input: OciPunchInInput): { operation: 'create' | 'edit' | 'inspect'; lines: EarlierLine[] } {
  const lines: EarlierLine[] = [];
  for (const [key, value] of Object.entries(input)) {
    const m = /^NEW_ITEM-VENDORMAT\[(\d{1,4})\]$/i.exec(key);
    if (!m || typeof value !== 'string' || !value.trim()) continue;
    const quantity = param(input, `NEW_ITEM-QUANTITY[${m[1]}]`);
    lines.push({ supplierPartId: value.trim(), quantity: quantity === undefined ? 1 : Number(quantity) });
  }
  const detail = (param(input, 'FUNCTION') ?? '').toUpperCase() === 'DETAIL';
  const productId = param(input, 'PRODUCTID');
  if (detail && productId && !lines.length) lines.push({ supplierPartId: productId.trim(), quantity: 1 });
  if (lines.length > MAX_ITEM_OUT) throw new ApiError(400, 'Punchout:TooManyLines', `Een punch-in kan hoogstens ${MAX_ITEM_OUT} regels meebrengen.`);
  return { operation: detail ? 'inspect' : lines.length ? 'edit' : 'create', lines };
}

/** 'From' or 'To' when the setup request names another party than the account expects; null when it fits. */
export function unexpectedParty(account: Pick<PunchoutAccountRow, 'buyer_from' | 'buyer_to'>, setup: { from: Credential[]; to: Credential[] }): 'From' | 'To' | null {
  const carries = (expected: Credential[], got: Credential[]) =>
    !expected.length || expected.some((e) => got.some((g) => g.domain.toLowerCase() === e.domain.toLowerCase() && g.identity === e.identity));
  if (!carries(account.buyer_from, setup.from)) return 'From';
  if (!carries(account.buyer_to, setup.to)) return 'To';
  return null;
}

/** A parameter by name, whatever case the procurement system used. */
function param(input: OciPunchInInput, name: string): string | undefined {
  const key = Object.keys(input).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : input[key];
  return typeof value === 'string' ? value : undefined;
}

export async function punchoutRoutes(fastify: FastifyInstance, { punchout, db, publicUrl }: { punchout: PunchoutService; db: Db; publicUrl: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // OCI may post its punch-in as a form; cXML arrives as an XML document.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 20_000 }, (_req, body, done) => {
    done(null, parseForm(body as string));
  });
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 200_000 }, (_req, body, done) => done(null, body));

  const ociPunchIn = async (req: FastifyRequest, reply: FastifyReply, input: OciPunchInInput) => {
    const userName = param(input, 'USERNAME') ?? '';
    // Punch-ins have locks of their own (per account and address), apart from people's sign-ins.
    const keys = throttleKeys('punchin', userName, req.ip);
    const lock = await beginAttempt(db, keys);
    if (lock) return refuse(req, reply.header('retry-after', String(lock.lockedSeconds)), new ApiError(429, 'Punchout:Locked', PUNCHOUT_TEXTS.locked));
    const account = await punchout.authenticate(userName, param(input, 'PASSWORD') ?? '');
    if (!account) return refuse(req, reply, unauthorized(PUNCHOUT_TEXTS.wrongCredentials));
    await clearFailures(db, keys);
    try {
      const { startUrl } = await punchout.start({
        account,
        ...ociEarlierLines(input),
        protocol: 'oci',
        returnUrl: param(input, 'HOOK_URL') ?? '',
        oci: {
          target: param(input, '~TARGET') ?? param(input, 'returntarget'),
          okCode: param(input, '~OkCode'),
          caller: param(input, '~CALLER'),
          version: param(input, 'OCI_VERSION'),
        },
      });
      // The start link is used once, at once; it must not stay in caches or be passed on.
      return reply.code(303).header('location', startUrl).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
    } catch (error) {
      if (error instanceof ApiError) return refuse(req, reply, error);
      throw error;
    }
  };

  app.get(
    `${P}/oci`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'OCI punch-in: checks the punch-out login once and sends the buyer on to sign in (303 to a one-time start link)',
        security: [],
        querystring: OciPunchIn,
        response: { 303: ToStartLink, ...responses(null, 303, [400, 401, 429]) },
      },
    },
    async (req, reply) => ociPunchIn(req, reply, req.query),
  );

  app.post(
    `${P}/oci`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'OCI punch-in as a form post (the login then stays out of URLs)',
        security: [],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: OciPunchIn,
        response: { 303: ToStartLink, ...responses(null, 303, [400, 401, 429]) },
      },
    },
    async (req, reply) => ociPunchIn(req, reply, req.body),
  );

  app.post(
    `${P}/cxml`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'cXML PunchOutSetupRequest → PunchOutSetupResponse with a one-time StartPage URL (text/xml both ways)',
        security: [],
        consumes: ['text/xml', 'application/xml'],
        response: { 200: CxmlAnswer, 415: ref('ErrorResponse') },
      },
    },
    async (req, reply) => {
      const host = new URL(publicUrl).hostname;
      if (typeof req.body !== 'string') {
        return sendError(reply, 415, { error: { code: 'UnsupportedMediaType', message: 'Stuur een cXML-document (Content-Type text/xml).' } });
      }
      // Errors travel in the cXML Status with HTTP 200, as the cXML guide describes: a buyer's
      // system then shows the Status text instead of a transport error.
      // (An account may ask for the Status's code as the HTTP status instead.)
      let style: 'body' | 'http' = 'body';
      const xml = (status: number, body: string) =>
        reply
          .code((style === 'http' ? status : 200) as 200)
          .type('text/xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(body);
      try {
        const setup = readSetupRequest(req.body);
        const keys = throttleKeys('punchin', setup.sender.identity, req.ip);
        const lock = await beginAttempt(db, keys);
        if (lock) return xml(429, statusResponse(host, 429, PUNCHOUT_TEXTS.locked));
        const account = await punchout.authenticate(setup.sender.identity, setup.sender.sharedSecret);
        if (!account) return xml(401, statusResponse(host, 401, 'Onbekende afzender of onjuist gedeeld geheim (Sender/Credential).'));
        await clearFailures(db, keys);
        style = account.cxml_error_status;
        const party = unexpectedParty(account, setup);
        if (party) return xml(401, statusResponse(host, 401, `${party} hoort niet bij dit punch-out-account: de webshop verwacht ${party === 'From' ? 'een andere koper' : 'een andere leverancier'}.`));
        const { startUrl } = await punchout.start({
          account,
          protocol: 'cxml',
          returnUrl: setup.browserFormPostUrl,
          cxml: { buyerCookie: setup.buyerCookie, operation: setup.operation, from: setup.from, to: setup.to },
          operation: setup.operation,
          lines: setup.lines,
        });
        return xml(200, setupResponse(host, startUrl));
      } catch (error) {
        if (error instanceof CxmlError) return xml(error.status, statusResponse(host, error.status, error.message));
        if (error instanceof ApiError && error.statusCode < 500) return xml(error.statusCode, statusResponse(host, error.statusCode, error.message));
        req.log.error({ err: error }, 'cXML punch-out setup failed');
        return xml(500, statusResponse(host, 500, 'Er ging iets mis bij de webshop.'));
      }
    },
  );

  // ---------------------------------------------------------------- the shop in punch-out mode

  app.post(
    `${P}/is-enabled`,
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Whether the signed-in buyer is in a punch-out session (and which protocol)', response: responses(ref('PunchoutMode'), 200, [401]) } },
    async (req) => {
      const session = await punchout.sessionOf(callerOf(req));
      return { isEnabled: !!session, protocol: session?.protocol ?? null };
    },
  );

  app.get(
    `${P}/url`,
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Where the basket of this punch-out session goes back to, and the page after', response: responses(ref('PunchoutUrl'), 200, [401]) } },
    async (req) => {
      const session = await punchout.sessionOf(callerOf(req));
      return {
        url: session?.return_url ?? null,
        protocol: session?.protocol ?? null,
        target: session?.oci_target ?? null,
        thankYouPath: '/bedankt-punchout',
        operation: session?.operation ?? null,
        basketId: session ? await punchout.sessionBasketId(session) : null,
        notices: session?.notices ?? [],
      };
    },
  );

  app.get(
    `${P}/transferred-baskets`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The caller's punch-out baskets that went to a procurement system (Mijn winkelwagens, Overgedragen), newest first; read-only",
        response: responses(TransferredBaskets, 200, [401, 403]),
      },
    },
    async (req) => punchout.transferredBaskets(customerOf(req), callerOf(req).sub),
  );

  app.post(
    `${P}/push-basket/:basketId`,
    {
      config: { access: 'punchoutBuyer' },
      schema: {
        tags,
        summary: 'The return of a basket to the procurement system: a form for the browser to post (OCI NEW_ITEM fields or a cXML PunchOutOrderMessage); idempotent',
        params: BasketIdParams,
        response: responses(ref('PunchoutReturn')),
      },
    },
    async (req) => {
      const session = punchout.requireSession(await punchout.sessionOf(callerOf(req)));
      return punchout.push(session, req.params.basketId);
    },
  );

  // ---------------------------------------------------------------- administration

  const A = '/api/app/punchout-accounts';
  const accounts = new PunchoutAccountAdmin(db);
  const adminTags = ['Punch-out accounts'];
  app.get(
    A,
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Punch-out accounts, of one customer or all',
        querystring: AccountsQuery,
        response: responses(PunchoutAccounts, 200, [400, 401, 403]),
      },
    },
    async (req) => accounts.list(req.query.CustomerNumber),
  );
  app.post(
    A,
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Create a punch-out account (the secret is stored as a slow hash; without one the shop makes one and answers it this once)',
        body: CreatePunchoutAccountInput,
        response: responses(ref('PunchoutAccount'), 200, [400, 401, 403, 409]),
      },
    },
    async (req) => accounts.create(req.body),
  );
  app.put(
    `${A}/:id`,
    { config: { access: 'admin' }, schema: { tags: adminTags, summary: 'Change the allowed hosts, secret, user or state of a punch-out account', params: AccountId, body: UpdatePunchoutAccountInput, response: responses(ref('PunchoutAccount')) } },
    async (req) => accounts.update(req.params.id, req.body),
  );
  app.post(
    `${A}/:id/rotate-secret`,
    { config: { access: 'admin' }, schema: { tags: adminTags, summary: 'A new shared secret for a punch-out account, answered once; the old one stops working at once', params: AccountId, response: responses(PunchoutSecret) } },
    async (req) => accounts.rotateSecret(req.params.id),
  );
  app.get(
    `${A}/:id/activity`,
    { config: { access: 'admin' }, schema: { tags: adminTags, summary: "A punch-out account's last sessions (newest first, at most 20) and their transfers: when, lines, total", params: AccountId, response: responses(PunchoutActivity) } },
    async (req) => accounts.activity(req.params.id),
  );
  app.delete(
    `${A}/:id`,
    { config: { access: 'admin' }, schema: { tags: adminTags, summary: 'Delete a punch-out account (and its sessions)', params: AccountId, response: responses(null, 204) } },
    async (req, reply) => {
      await accounts.remove(req.params.id);
      return reply.code(204).send();
    },
  );
}
