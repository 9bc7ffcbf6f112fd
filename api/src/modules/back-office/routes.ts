// The back office's customers and their users (administrators only; the management API):
// - GET  /api/app/back-office/customers: search by number, name, KvK number or postcode, paged.
// - GET  /api/app/back-office/customers/{number}: users and roles, addresses, discount groups,
//   open orders, last invoices, and what administrators did to its users.
// - POST /api/app/back-office/users/{id}/block | unblock: a blocked user's sign-ins end at once.
// - POST /api/app/back-office/users/{id}/resend-invitation: a new set-password link by mail.
// - POST /api/app/back-office/users/{id}/reset-two-factor: after a lost phone, with a reason.
// Every action is recorded with who, when and why (admin_actions).
import { companyMailSignature } from '@kraanvogel/rules';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { sendMail } from '../../lib/mail.js';
import { REQUIRED } from '../../lib/registration-rules.js';
import { callerOf } from '../../plugins/access.js';
import { ApiError } from '../../plugins/errors.js';
import { paged, responses } from '../../plugins/schemas.js';
import { BackOfficeRepository, type UserRow } from './repository.js';
import { AdminCustomer, AdminCustomerUser, BlockBody, CustomerParams, CustomerSearchQuery, CustomerSummary, ResetTwoFactorBody, UserParams } from './schemas.js';

export interface BackOfficeOptions {
  db: Db;
  /** The identity provider's issuer URL: the set-password page lives under it. */
  issuer: string;
  /** The shop's address, for mails. */
  publicUrl: string;
}

const userOut = (u: UserRow & { roles?: string[] }) => ({
  id: u.id,
  userName: u.userName,
  name: `${u.name} ${u.surname}`.trim(),
  roles: u.roles ?? [],
  isActive: u.isActive,
  isInvited: u.isInvited,
  twoFactorEnabled: u.twoFactorEnabled,
});

export async function backOfficeRoutes(fastify: FastifyInstance, opts: BackOfficeOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const repo = new BackOfficeRepository(opts.db);
  const base = '/api/app/back-office';
  const tags = ['Back office'];
  const adminOf = async (req: Parameters<typeof callerOf>[0]) => {
    const sub = callerOf(req).sub;
    return { id: sub, name: await repo.adminName(sub) };
  };
  const reasonOf = (body: { reason?: string } | undefined) => (body?.reason ?? '').trim() || null;

  app.get(
    `${base}/customers`,
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Customers by number, name, KvK number or postcode (administrators only)', querystring: CustomerSearchQuery, response: responses(paged(CustomerSummary), 200, [400, 401, 403]) },
    },
    async (req) => {
      const q = req.query;
      return repo.search((q.Filter ?? '').trim(), q.MaxResultCount ?? 10, q.SkipCount ?? 0);
    },
  );

  app.get(
    `${base}/customers/:number`,
    {
      config: { access: 'admin' },
      schema: { tags, summary: "A customer's page: users, addresses, discount groups, open orders, last invoices (administrators only)", params: CustomerParams, response: responses(AdminCustomer, 200, [400, 401, 403, 404]) },
    },
    async (req) => repo.customer(req.params.number),
  );

  const userAction = (path: string, summary: string) => ({
    url: `${base}/users/:id/${path}`,
    schema: { tags, summary, params: UserParams, response: responses(AdminCustomerUser, 200, [400, 401, 403, 404, 409]) },
  });

  const block = userAction('block', "Blocks a customer's user: he cannot sign in and his sign-ins end at once (administrators only)");
  app.post(block.url, { config: { access: 'admin' }, schema: { ...block.schema, body: BlockBody } }, async (req) =>
    userOut(await repo.block(req.params.id, await adminOf(req), reasonOf(req.body))),
  );

  const unblock = userAction('unblock', 'Lets a blocked user sign in again (administrators only)');
  app.post(unblock.url, { config: { access: 'admin' }, schema: { ...unblock.schema, body: BlockBody } }, async (req) =>
    userOut(await repo.unblock(req.params.id, await adminOf(req), reasonOf(req.body))),
  );

  const resend = userAction('resend-invitation', 'Mails a user who never set his password a new one-time link; older links stop working (administrators only)');
  app.post(resend.url, { config: { access: 'admin' }, schema: resend.schema }, async (req) => {
    const { user, link, company } = await repo.reinvite(req.params.id, await adminOf(req), opts.issuer);
    const until = link.expiresAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });
    await sendMail({
      to: user.userName,
      subject: `Uw uitnodiging voor de webshop van Kraanvogel (${company})`,
      text:
        `Beste ${user.name},\n\n` +
        `Hierbij ontvangt u opnieuw een link voor uw account bij ${company} in de webshop van Kraanvogel. Eerdere links werken niet meer.\n\n` +
        `Stel via deze link uw wachtwoord in (de link werkt één keer, tot ${until}):\n${link.url}\n\n` +
        `Daarna logt u in op ${opts.publicUrl}/login met uw e-mailadres ${user.userName}.\n\n` +
        companyMailSignature(),
    });
    return userOut(user);
  });

  const reset = userAction('reset-two-factor', 'Turns two-factor sign-in off after a lost phone, with the reason; his sign-ins end (administrators only)');
  app.post(reset.url, { config: { access: 'admin' }, schema: { ...reset.schema, body: ResetTwoFactorBody } }, async (req) => {
    const reason = req.body.reason.trim();
    if (!reason) throw new ApiError(400, 'Validation', 'Geef de reden op waarom de tweestapsverificatie wordt uitgezet.', [{ message: REQUIRED, members: ['reason'] }]);
    const user = await repo.resetTwoFactor(req.params.id, await adminOf(req), reason);
    await sendMail({
      to: user.userName,
      subject: 'Tweestapsverificatie uitgezet bij Kraanvogel',
      text:
        `Beste ${user.name},\n\n` +
        `Op uw verzoek hebben wij de tweestapsverificatie van uw account ${user.userName} uitgezet. U logt nu in met alleen uw wachtwoord; ` +
        `zet de tweestapsverificatie met uw nieuwe telefoon weer aan onder Mijn inloggegevens.\n\n` +
        `Heeft u hier niet om gevraagd? Neem dan direct contact met ons op.\n\n${companyMailSignature()}`,
    });
    return userOut(user);
  });
}
