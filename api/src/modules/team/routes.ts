// The team of the caller's organization (mijnteam, nieuwlid): only its main user manages it.
// A new member becomes a user of the identity provider and is mailed a one-time link to
// set a password; a removed member's sign-ins end at once. Also the open-basket reminder switch and
// the password change of every user, and which addresses the order confirmations and invoice
// notices go to.
import { companyMailSignature } from '@kraanvogel/rules';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { sendMail } from '../../lib/mail.js';
import { hashPassword } from '../../lib/password.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { roleNames } from '../../plugins/auth.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { TeamRepository } from './repository.js';
import { ref, responses } from '../../plugins/schemas.js';
import { MAX_NOTIFICATION_ADDRESSES, readMailSettings, saveMailSettings } from '../notifications/mail-jobs.js';
import { changeOwnPassword, stepUp } from '../profile/routes.js';
import { ChangePassword } from '../profile/schemas.js';
import { BasketReminder, BasketReminderQuery, EmployeeParams, Employees, MailNotificationsInput, NewEmployee } from './schemas.js';

export interface CustomerAccountOptions {
  db: Db;
  productKey: string;
  issuer: string;
  publicUrl: string;
}

export const TEAM_TEXTS = {
  currentPasswordNeeded: 'Vul uw huidige wachtwoord in om een teamlid toe te voegen.',
};

export async function customerAccountRoutes(fastify: FastifyInstance, { db, productKey, issuer, publicUrl }: CustomerAccountOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const names = roleNames(productKey);
  const team = new TeamRepository(db);

  app.get(
    '/api/app/customer-account/employees',
    { config: { access: 'mainUser' }, schema: { tags: ['Customer account'], summary: "The users of the caller's organization (main user only)", response: responses(Employees, 200, [401, 403]) } },
    async (req) => {
      const items = await team.members(customerOf(req));
      return { items };
    },
  );

  app.post(
    '/api/app/customer-account/new-employee-account',
    {
      config: { access: 'mainUser' },
      schema: {
        tags: ['Customer account'],
        summary: "Adds a member to the team after the main user's current password; he is mailed a one-time link to set his password (main user only)",
        body: NewEmployee,
        response: responses(ref('Employee'), 200, [400, 401, 403, 409, 429]),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      const body = req.body;
      // Who may use the account is account security: the main user proves it is him, throttled like a sign-in.
      await stepUp(db, req, { password: body.currentPassword }, 'currentPassword', TEAM_TEXTS.currentPasswordNeeded);
      const email = body.email.trim().toLowerCase();
      // Nobody signs in with this: the member chooses his own password through the link.
      const placeholder = await hashPassword(randomBytes(32).toString('base64url'));
      const roles = [body.role === 'warehouse' ? names.warehouse : `${productKey}klant_Medewerker`];
      const added = await team.add(
        customer,
        { email, name: body.name.trim(), surname: body.surname.trim(), phoneNumber: body.phoneNumber?.trim() || null, roles, placeholderHash: placeholder },
        issuer,
      );
      if (!added) {
        throw new ApiError(409, 'Employee:EmailTaken', `Er bestaat al een gebruiker met e-mailadres ${email}.`, [{ message: 'Dit e-mailadres is al in gebruik.', members: ['email'] }]);
      }
      const { employee, link, company } = added;
      const inviter = await team.fullName(callerOf(req).sub);
      const until = link.expiresAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });
      await sendMail({
        to: email,
        subject: `Uitnodiging voor de webshop van Kraanvogel (${company})`,
        text:
          `Beste ${body.name.trim()},\n\n` +
          `${inviter ?? 'Uw collega'} heeft u toegevoegd aan het team van ${company} in de webshop van Kraanvogel.\n\n` +
          `Stel via deze link uw wachtwoord in (de link werkt één keer, tot ${until}):\n${link.url}\n\n` +
          `Daarna logt u in op ${publicUrl}/login met uw e-mailadres ${email}.\n\n` +
          companyMailSignature(),
      });
      return employee;
    },
  );

  app.delete(
    '/api/app/customer-account/:id/employee-account',
    {
      config: { access: 'mainUser' },
      schema: {
        tags: ['Customer account'],
        summary: 'Removes a member from the team and ends his sign-ins at once (main user only)',
        params: EmployeeParams,
        response: responses(null, 204, [400, 401, 403, 404]),
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const { id } = req.params;
      if (id === callerOf(req).sub) throw invalid('id', 'U kunt uzelf niet uit het team verwijderen.');
      const removed = await team.remove(customer, id);
      if (!removed) throw notFound('Employee:NotFound', 'Deze gebruiker bestaat niet (meer) in uw team.');
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/app/customer-account/open-cart-reminder',
    { config: { access: 'customer' }, schema: { tags: ['Customer account'], summary: 'Whether the caller is mailed about a basket left with lines', response: responses(BasketReminder, 200, [401, 403]) } },
    async (req) => {
      customerOf(req);
      return team.basketReminder(callerOf(req).sub);
    },
  );

  app.patch(
    '/api/app/customer-account/open-cart-reminder',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['Customer account'],
        summary: 'Turns the open-basket reminder mail on or off for the caller',
        querystring: BasketReminderQuery,
        response: responses(BasketReminder, 200, [400, 401, 403]),
      },
    },
    async (req) => {
      customerOf(req);
      const { receiveCartReminder } = req.query;
      await team.setBasketReminder(callerOf(req).sub, receiveCartReminder);
      return receiveCartReminder;
    },
  );

  app.get(
    '/api/app/customer-account/mail-notifications',
    { config: { access: 'mainUser' }, schema: { tags: ['Customer account'], summary: 'Which addresses get the order confirmations and invoice notices (main user only)', response: responses(ref('MailNotifications'), 200, [401, 403]) } },
    async (req) => {
      return readMailSettings(db, customerOf(req));
    },
  );

  app.put(
    '/api/app/customer-account/mail-notifications',
    {
      config: { access: 'mainUser' },
      schema: {
        tags: ['Customer account'],
        summary: `Sets the addresses for order confirmations and invoice notices, at most ${MAX_NOTIFICATION_ADDRESSES} each (main user only)`,
        body: MailNotificationsInput,
        response: responses(ref('MailNotifications'), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      return saveMailSettings(db, customerOf(req), req.body);
    },
  );

  app.post(
    '/api/app/customer-account/change-password',
    {
      config: { access: 'accountOwner' },
      schema: { tags: ['Customer account'], summary: "Changes the caller's password (the current one is asked) and ends his other sign-ins", body: ChangePassword, response: responses(null, 204, [400, 401, 403, 404, 429]) },
    },
    async (req, reply) => {
      await changeOwnPassword(db, req, req.body);
      return reply.code(204).send();
    },
  );
}
