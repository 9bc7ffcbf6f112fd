// Self-registration of a new customer, and its handling by an administrator.
// - POST /api/app/customer-account/request-new-account (anyone): stores a pending request. Its
//   answer is the same whether or not the e-mail address already has an account or an open
//   request (the owner of an existing account hears about it by mail instead). Limited per client
//   address, and a filled-in honeypot field (invisible to people) is answered but not stored.
// - GET  /api/app/customer-account/registration-requests (administrators): the requests by state,
//   oldest first, filtered by name, KvK number or e-mail address.
// - GET  /api/app/customer-account/registration-requests/{id}: one request with what the shop can
//   check itself (formats, an existing customer with the same KvK number or e-mail domain).
// - POST /api/app/customer-account/registration-requests/{id}/approve: creates the customer, its
//   addresses and its main user, and mails that user a one-time link to set a password.
// - POST /api/app/customer-account/registration-requests/{id}/reject: closes the request and mails
//   the applicant the reason. Both record who handled it, and when.
import { COMPANY, companyMailSignature } from '@kraanvogel/rules';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Db } from '../../db/db.js';
import { sendMail } from '../../lib/mail.js';
import { hashPassword } from '../../lib/password.js';
import {
  chamberOfCommerceProblem,
  COUNTRIES,
  emailProblem,
  GENDERS,
  houseNumberProblem,
  phoneProblem,
  postalCodeProblem,
  REQUIRED,
  vatProblem,
} from '../../lib/registration-rules.js';
import { callerOf } from '../../plugins/access.js';
import { roleNames } from '../../plugins/auth.js';
import { ApiError, sendError, type ValidationError } from '../../plugins/errors.js';
import { RegistrationRepository, type RegistrationRow } from './repository.js';
import { paged, responses } from '../../plugins/schemas.js';
import { type Delivery, IdParams, RegistrationInput, RegistrationReceived, RegistrationRequest, RegistrationRequestDetail, RegistrationRequestsQuery, RejectBody } from './schemas.js';
import { registrationChecks } from './service.js';

/** Requests one client address may send per hour (an office behind one address may send a few). */
export const REGISTRATIONS_PER_HOUR = 10;

export const REGISTRATION_RECEIVED =
  'Bedankt voor uw aanvraag. Wij controleren uw gegevens en sturen binnen twee werkdagen een e-mail naar het opgegeven adres.';

type DeliveryIn = Static<typeof Delivery>;
type Input = Static<typeof RegistrationInput>;

type Checked = { value: string } | { problem: string };

/** Checks and writes every field the way it is stored; all problems at once, per field. */
function check(input: Input) {
  const problems: ValidationError[] = [];
  const field = (member: string, raw: string | undefined, rule?: (v: string) => Checked): string => {
    const v = (raw ?? '').trim();
    if (!v) {
      problems.push({ message: REQUIRED, members: [member] });
      return '';
    }
    if (!rule) return v;
    const r = rule(v);
    if ('problem' in r) {
      problems.push({ message: r.problem, members: [member] });
      return v;
    }
    return r.value;
  };
  const country = (member: string, raw: string | undefined) => {
    const v = field(member, raw, (x) => ((COUNTRIES as readonly string[]).includes(x.toUpperCase()) ? { value: x.toUpperCase() } : { problem: 'Kies Nederland, België of Duitsland.' }));
    return (COUNTRIES as readonly string[]).includes(v) ? v : null;
  };
  const b = input.BedrijfsGegevens;
  const bLand = country('BedrijfsGegevens.Land', b.Land);
  const company = {
    Naam: field('BedrijfsGegevens.Naam', b.Naam),
    BTW: field('BedrijfsGegevens.BTW', b.BTW, vatProblem),
    chamberOfCommerceNumber: field('BedrijfsGegevens.chamberOfCommerceNumber', b.chamberOfCommerceNumber, chamberOfCommerceProblem),
    Straatnaam: field('BedrijfsGegevens.Straatnaam', b.Straatnaam),
    Nummer: field('BedrijfsGegevens.Nummer', b.Nummer, houseNumberProblem),
    Postcode: field('BedrijfsGegevens.Postcode', b.Postcode, (v) => (bLand ? postalCodeProblem(v, bLand) : { value: v })),
    Plaats: field('BedrijfsGegevens.Plaats', b.Plaats),
    Land: bLand ?? '',
    Telefoon: field('BedrijfsGegevens.Telefoon', b.Telefoon, phoneProblem),
    Email: field('BedrijfsGegevens.Email', b.Email, emailProblem),
  };
  const p = input.Persoonsgegevens;
  const person = {
    Geslacht: field('Persoonsgegevens.Geslacht', p.Geslacht, (v) => ((GENDERS as readonly string[]).includes(v) ? { value: v } : { problem: 'Kies man, vrouw of anders.' })),
    Voorletters: field('Persoonsgegevens.Voorletters', p.Voorletters),
    Voornaam: field('Persoonsgegevens.Voornaam', p.Voornaam),
    Tussenvoegsel: (p.Tussenvoegsel ?? '').trim(),
    Achternaam: field('Persoonsgegevens.Achternaam', p.Achternaam),
    Telefoon: field('Persoonsgegevens.Telefoon', p.Telefoon, phoneProblem),
    Email: field('Persoonsgegevens.Email', p.Email, emailProblem),
  };
  const d = input.Aflevergegevens;
  // The delivery address is the company's when the visitor says so: copied here, whatever the
  // delivery fields held.
  let delivery: Required<DeliveryIn>;
  if (d.Afleveradresisbedrijfsadres) {
    delivery = { Afleveradresisbedrijfsadres: true, Straatnaam: company.Straatnaam, Nummer: company.Nummer, Postcode: company.Postcode, Plaats: company.Plaats, Land: company.Land };
  } else {
    const dLand = country('Aflevergegevens.Land', d.Land);
    delivery = {
      Afleveradresisbedrijfsadres: false,
      Straatnaam: field('Aflevergegevens.Straatnaam', d.Straatnaam),
      Nummer: field('Aflevergegevens.Nummer', d.Nummer, houseNumberProblem),
      Postcode: field('Aflevergegevens.Postcode', d.Postcode, (v) => (dLand ? postalCodeProblem(v, dLand) : { value: v })),
      Plaats: field('Aflevergegevens.Plaats', d.Plaats),
      Land: dLand ?? '',
    };
  }
  return { problems, company, person, delivery };
}


const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function toRequest(r: RegistrationRow) {
  return {
    id: r.id,
    status: r.status,
    creationTime: iso(r.createdAt)!,
    handledTime: iso(r.handledAt),
    customerNumber: r.customerNumber as string | null,
    rejectionReason: r.rejectionReason as string | null,
    handledBy: (r.handledBy as string | null) ?? null,
    BedrijfsGegevens: {
      Naam: r.company_name,
      BTW: r.vat_number,
      chamberOfCommerceNumber: r.chamber_of_commerce,
      Straatnaam: r.street,
      Nummer: r.house_number,
      Postcode: r.postal_code,
      Plaats: r.city,
      Land: r.country,
      Telefoon: r.company_phone,
      Email: r.company_email,
    },
    Persoonsgegevens: {
      Geslacht: r.gender,
      Voorletters: r.initials,
      Voornaam: r.first_name,
      Tussenvoegsel: r.middle_name,
      Achternaam: r.last_name,
      Telefoon: r.phone,
      Email: r.email,
    },
    Aflevergegevens: {
      Afleveradresisbedrijfsadres: r.delivery_is_company,
      Straatnaam: r.delivery_street,
      Nummer: r.delivery_house_number,
      Postcode: r.delivery_postal_code,
      Plaats: r.delivery_city,
      Land: r.delivery_country,
    },
  };
}

const salutation = (gender: unknown, middle: unknown, last: unknown) =>
  `${gender === 'Man' ? 'Geachte heer' : gender === 'Vrouw' ? 'Geachte mevrouw' : 'Geachte'} ${[middle, last].filter(Boolean).join(' ')}`;

export interface RegistrationOptions {
  db: Db;
  productKey: string;
  /** The identity provider's issuer URL: the set-password page lives under it. */
  issuer: string;
  /** The shop's address, for mails. */
  publicUrl: string;
  /** The limit in force (the api's config: REGISTRATIONS_PER_HOUR, default 10). */
  perHour?: number;
}

export async function registrationRoutes(fastify: FastifyInstance, opts: RegistrationOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const registrations = new RegistrationRepository(opts.db);
  const base = '/api/app/customer-account';
  const log = (err: unknown, message: string) => app.log.error({ err }, message);

  /** Counts this attempt and answers 429 when the address sent too many within the hour. */
  async function overLimit(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const address = req.ip;
    const recent = await registrations.recentAttempts(address);
    if (recent.count >= (opts.perHour ?? REGISTRATIONS_PER_HOUR)) {
      reply.header('retry-after', String(Math.max(1, recent.retryAfterSeconds ?? 3600)));
      return true;
    }
    await registrations.recordAttempt(address);
    return false;
  }

  app.post(
    `${base}/request-new-account`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Customer account'],
        summary: 'Asks for an account for a new customer (anyone; limited per client address)',
        body: RegistrationInput,
        response: responses(RegistrationReceived, 202, [400, 429]),
      },
    },
    async (req, reply) => {
      const input = req.body;
      const { problems, company, person, delivery } = check(input);
      if (problems.length) {
        throw new ApiError(400, 'Validation', problems.length === 1 ? problems[0]!.message : 'Niet alle velden zijn goed ingevuld.', problems);
      }
      if (await overLimit(req, reply)) {
        return sendError(reply, 429, { error: { code: 'TooManyRequests', message: 'U heeft vanaf dit adres te veel aanvragen gedaan. Probeer het over een uur opnieuw.' } });
      }
      const answer = () => reply.code(202).send({ message: REGISTRATION_RECEIVED });
      // A bot filled in the field people cannot see: the same answer, nothing stored.
      if (input.website && input.website.trim() !== '') return answer();

      if (await registrations.accountExists(person.Email)) {
        // Not in the answer (that would tell anyone which addresses have an account), but to
        // the address itself. Not awaited, so that this answer takes as long as any other.
        void sendMail({
          to: person.Email,
          subject: 'Aanvraag van een account bij Kraanvogel',
          text:
            `Beste klant,\n\nEr is een nieuw account bij de Kraanvogel webshop aangevraagd met dit e-mailadres, ` +
            `maar u heeft al een account. U kunt inloggen op ${opts.publicUrl}/login.\n\n` +
            `Heeft u deze aanvraag niet gedaan? Dan kunt u deze e-mail negeren.\n\n${companyMailSignature()}`,
        }).catch((err: unknown) => log(err, 'mail about an existing account failed'));
        return answer();
      }
      await registrations.store({
        company_name: company.Naam,
        vat_number: company.BTW,
        chamber_of_commerce: company.chamberOfCommerceNumber,
        street: company.Straatnaam,
        house_number: company.Nummer,
        postal_code: company.Postcode,
        city: company.Plaats,
        country: company.Land,
        company_phone: company.Telefoon,
        company_email: company.Email,
        gender: person.Geslacht,
        initials: person.Voorletters,
        first_name: person.Voornaam,
        middle_name: person.Tussenvoegsel,
        last_name: person.Achternaam,
        phone: person.Telefoon,
        email: person.Email,
        delivery_is_company: delivery.Afleveradresisbedrijfsadres,
        delivery_street: delivery.Straatnaam,
        delivery_house_number: delivery.Nummer,
        delivery_postal_code: delivery.Postcode,
        delivery_city: delivery.Plaats,
        delivery_country: delivery.Land,
      });
      return answer();
    },
  );

  // ------------------------------------------------------------------ administrators
  const requests = `${base}/registration-requests`;

  app.get(
    requests,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Customer account'],
        summary: 'Registration requests by state, oldest first (administrators only)',
        querystring: RegistrationRequestsQuery,
        response: responses(paged(RegistrationRequest), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query;
      const status = q.Status ?? 'pending';
      const { total, rows } = await registrations.page(status, q.MaxResultCount ?? 10, q.SkipCount ?? 0, (q.Filter ?? '').trim());
      return { totalCount: total, items: rows.map(toRequest) };
    },
  );

  app.get(
    `${requests}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Customer account'],
        summary: 'One registration request with the checks the shop can make itself (administrators only)',
        params: IdParams,
        response: responses(RegistrationRequestDetail, 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const row = await registrations.get(req.params.id);
      return { request: toRequest(row), checks: await registrationChecks(registrations, row) };
    },
  );

  app.post(
    `${requests}/:id/approve`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Customer account'],
        summary: 'Approves a registration: creates the customer and its main user, and mails a set-password link (administrators only)',
        params: IdParams,
        response: responses(RegistrationRequest, 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      const { id } = req.params;
      const admin = callerOf(req).sub;
      // An unusable password until the user sets their own through the link.
      const placeholder = await hashPassword(randomBytes(32).toString('base64url'));
      const { row, link } = await registrations.approve(id, admin, { placeholderHash: placeholder, roles: [roleNames(opts.productKey).mainUser], issuer: opts.issuer });
      const until = link.expiresAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });
      await sendMail({
        to: row.email,
        subject: 'Uw account bij Kraanvogel is klaar',
        text:
          `${salutation(row.gender, row.middle_name, row.last_name)},\n\n` +
          `Wij hebben de registratie van ${row.company_name} goedgekeurd. Uw klantnummer is ${row.customerNumber}.\n\n` +
          `Stel via deze link uw wachtwoord in (de link werkt één keer, tot ${until}):\n${link.url}\n\n` +
          `Daarna logt u in op ${opts.publicUrl}/login met uw e-mailadres ${row.email}.\n\n` +
          companyMailSignature(),
      });
      return toRequest(row);
    },
  );

  app.post(
    `${requests}/:id/reject`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Customer account'],
        summary: 'Rejects a registration, with the reason mailed to the applicant (administrators only)',
        params: IdParams,
        body: RejectBody,
        response: responses(RegistrationRequest, 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      const { id } = req.params;
      const reason = req.body.reason.trim();
      if (!reason) throw new ApiError(400, 'Validation', 'Geef de reden van de afwijzing op: de aanvrager krijgt die per e-mail.', [{ message: REQUIRED, members: ['reason'] }]);
      const row = await registrations.reject(id, callerOf(req).sub, reason);
      await sendMail({
        to: row.email,
        subject: 'Uw aanvraag van een account bij Kraanvogel',
        text:
          `${salutation(row.gender, row.middle_name, row.last_name)},\n\n` +
          `Helaas kunnen wij de registratie van ${row.company_name} niet goedkeuren.` +
          `\n\nReden: ${reason}` +
          `\n\nHeeft u vragen? Bel onze klantenservice op ${COMPANY.phone}.\n\n${companyMailSignature()}`,
      });
      return toRequest(row);
    },
  );
}
