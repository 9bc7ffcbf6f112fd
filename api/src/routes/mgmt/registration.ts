// Self-registration of a new customer, and its handling by an administrator.
// - POST /api/app/customer-account/request-new-account (anyone): stores a pending request. Its
//   answer is the same whether or not the e-mail address already has an account or an open
//   request (the owner of an existing account hears about it by mail instead). Limited per client
//   address, and a filled-in honeypot field (invisible to people) is answered but not stored.
// - GET  /api/app/customer-account/registration-requests (administrators): the requests by state.
// - POST /api/app/customer-account/registration-requests/{id}/approve: creates the customer, its
//   addresses and its main user, and mails that user a one-time link to set a password.
// - POST /api/app/customer-account/registration-requests/{id}/reject: closes the request.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Db, Queryable } from '../../db/db.js';
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
import { callerOf, requireAdmin, roleNames } from '../../plugins/app/auth.js';
import { ApiError, notFound, sendError, type ValidationError } from '../../plugins/app/errors.js';
import { createPasswordLink } from '../../plugins/app/password-links.js';
import { PagedQuery, paged, responses } from '../../schemas/common.js';

/** Requests one client address may send per hour (an office behind one address may send a few). */
export const REGISTRATIONS_PER_HOUR = 10;

export const REGISTRATION_RECEIVED =
  'Bedankt voor uw aanvraag. Wij controleren uw gegevens en sturen binnen twee werkdagen een e-mail naar het opgegeven adres.';

const text = (max: number) => Type.String({ maxLength: max });

const Company = Type.Object(
  {
    Naam: text(200),
    BTW: text(30),
    chamberOfCommerceNumber: text(20),
    Straatnaam: text(200),
    Nummer: text(20),
    Postcode: text(10),
    Plaats: text(100),
    Land: text(2),
    Telefoon: text(30),
    Email: text(254),
  },
  { additionalProperties: false },
);
const Person = Type.Object(
  {
    Geslacht: text(10),
    Voorletters: text(20),
    Voornaam: text(100),
    Tussenvoegsel: Type.Optional(text(30)),
    Achternaam: text(100),
    Telefoon: text(30),
    Email: text(254),
  },
  { additionalProperties: false },
);
const Delivery = Type.Object(
  {
    Afleveradresisbedrijfsadres: Type.Boolean(),
    Straatnaam: Type.Optional(text(200)),
    Nummer: Type.Optional(text(20)),
    Postcode: Type.Optional(text(10)),
    Plaats: Type.Optional(text(100)),
    Land: Type.Optional(text(2)),
  },
  { additionalProperties: false },
);

export const RegistrationInput = Type.Object(
  {
    BedrijfsGegevens: Company,
    Persoonsgegevens: Person,
    Aflevergegevens: Delivery,
    /** The honeypot: a field people never see (and so leave empty) and form-filling bots fill in. */
    website: Type.Optional(text(500)),
  },
  { additionalProperties: false },
);

interface CompanyIn {
  Naam: string;
  BTW: string;
  chamberOfCommerceNumber: string;
  Straatnaam: string;
  Nummer: string;
  Postcode: string;
  Plaats: string;
  Land: string;
  Telefoon: string;
  Email: string;
}
interface PersonIn {
  Geslacht: string;
  Voorletters: string;
  Voornaam: string;
  Tussenvoegsel?: string;
  Achternaam: string;
  Telefoon: string;
  Email: string;
}
interface DeliveryIn {
  Afleveradresisbedrijfsadres: boolean;
  Straatnaam?: string;
  Nummer?: string;
  Postcode?: string;
  Plaats?: string;
  Land?: string;
}
interface Input {
  BedrijfsGegevens: CompanyIn;
  Persoonsgegevens: PersonIn;
  Aflevergegevens: DeliveryIn;
  website?: string;
}

export const RegistrationRequest = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    creationTime: Type.String({ format: 'date-time' }),
    handledTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    customerNumber: Type.Union([Type.String(), Type.Null()]),
    rejectionReason: Type.Union([Type.String(), Type.Null()]),
    BedrijfsGegevens: Company,
    Persoonsgegevens: Person,
    Aflevergegevens: Delivery,
  },
);

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

const SELECT = `SELECT id, status, created_at AS "createdAt", handled_at AS "handledAt", customer_number AS "customerNumber",
  rejection_reason AS "rejectionReason", company_name, vat_number, chamber_of_commerce, street, house_number, postal_code, city,
  country, company_phone, company_email, gender, initials, first_name, middle_name, last_name, phone, email, delivery_is_company,
  delivery_street, delivery_house_number, delivery_postal_code, delivery_city, delivery_country
  FROM registration_requests`;

type Row = Record<string, string | boolean | Date | number | null> & { id: number; status: string; email: string };

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function toRequest(r: Row) {
  return {
    id: r.id,
    status: r.status,
    creationTime: iso(r.createdAt)!,
    handledTime: iso(r.handledAt),
    customerNumber: r.customerNumber as string | null,
    rejectionReason: r.rejectionReason as string | null,
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
  const { db } = opts;
  const base = '/api/app/customer-account';
  const log = (err: unknown, message: string) => app.log.error({ err }, message);

  /** Counts this attempt and answers 429 when the address sent too many within the hour. */
  async function overLimit(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const address = req.ip;
    const row = await db.one<{ n: number; retry: number | null }>(
      `SELECT count(*)::int AS n, ceil(extract(epoch FROM min(at) + interval '1 hour' - now()))::int AS retry
         FROM registration_attempts WHERE address = $1 AND at > now() - interval '1 hour'`,
      [address],
    );
    if (row && row.n >= (opts.perHour ?? REGISTRATIONS_PER_HOUR)) {
      reply.header('retry-after', String(Math.max(1, row.retry ?? 3600)));
      return true;
    }
    await db.query("DELETE FROM registration_attempts WHERE address = $1 AND at < now() - interval '1 day'", [address]);
    await db.query('INSERT INTO registration_attempts (address) VALUES ($1)', [address]);
    return false;
  }

  app.post(
    `${base}/request-new-account`,
    {
      config: { public: true },
      schema: {
        tags: ['Customer account'],
        summary: 'Asks for an account for a new customer (anyone; limited per client address)',
        body: RegistrationInput,
        response: responses(Type.Object({ message: Type.String() }), 202, [400, 429]),
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

      const existing = await db.one('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [person.Email]);
      if (existing) {
        // Not in the answer (that would tell anyone which addresses have an account), but to
        // the address itself. Not awaited, so that this answer takes as long as any other.
        void sendMail({
          to: person.Email,
          subject: 'Aanvraag van een account bij Kraanvogel',
          text:
            `Beste klant,\n\nEr is een nieuw account bij de Kraanvogel webshop aangevraagd met dit e-mailadres, ` +
            `maar u heeft al een account. U kunt inloggen op ${opts.publicUrl}/login.\n\n` +
            `Heeft u deze aanvraag niet gedaan? Dan kunt u deze e-mail negeren.\n\nMet vriendelijke groet,\nKraanvogel Installatiegroothandel`,
        }).catch((err: unknown) => log(err, 'mail about an existing account failed'));
        return answer();
      }
      // A second request for an address with an open one is dropped by the unique index.
      await db.query(
        `INSERT INTO registration_requests (company_name, vat_number, chamber_of_commerce, street, house_number, postal_code, city, country,
           company_phone, company_email, gender, initials, first_name, middle_name, last_name, phone, email, delivery_is_company,
           delivery_street, delivery_house_number, delivery_postal_code, delivery_city, delivery_country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
         ON CONFLICT (lower(email)) WHERE status = 'pending' DO NOTHING`,
        [
          company.Naam,
          company.BTW,
          company.chamberOfCommerceNumber,
          company.Straatnaam,
          company.Nummer,
          company.Postcode,
          company.Plaats,
          company.Land,
          company.Telefoon,
          company.Email,
          person.Geslacht,
          person.Voorletters,
          person.Voornaam,
          person.Tussenvoegsel,
          person.Achternaam,
          person.Telefoon,
          person.Email,
          delivery.Afleveradresisbedrijfsadres,
          delivery.Straatnaam,
          delivery.Nummer,
          delivery.Postcode,
          delivery.Plaats,
          delivery.Land,
        ],
      );
      return answer();
    },
  );

  // ------------------------------------------------------------------ administrators
  const requests = `${base}/registration-requests`;
  const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

  async function load(tx: Queryable, id: number, lock = false): Promise<Row> {
    const row = await tx.one<Row>(`${SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    if (!row) throw notFound('RegistrationRequest:NotFound', `Registratieaanvraag ${id} bestaat niet.`);
    return row;
  }
  const notPending = (row: Row) =>
    new ApiError(409, 'RegistrationRequest:AlreadyHandled', `Registratieaanvraag ${row.id} is al ${row.status === 'approved' ? 'goedgekeurd' : 'afgewezen'}.`);

  app.get(
    requests,
    {
      schema: {
        tags: ['Customer account'],
        summary: 'Registration requests by state, oldest first (administrators only)',
        querystring: Type.Object({
          Status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], { default: 'pending' })),
          ...PagedQuery,
        }),
        response: responses(paged(RegistrationRequest), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      requireAdmin(req);
      const q = req.query;
      const status = q.Status ?? 'pending';
      const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM registration_requests WHERE status = $1', [status]);
      const rows = await db.query<Row>(`${SELECT} WHERE status = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`, [status, q.MaxResultCount ?? 10, q.SkipCount ?? 0]);
      return { totalCount: total?.n ?? 0, items: rows.map(toRequest) };
    },
  );

  app.post(
    `${requests}/:id/approve`,
    {
      schema: {
        tags: ['Customer account'],
        summary: 'Approves a registration: creates the customer and its main user, and mails a set-password link (administrators only)',
        params: IdParams,
        response: responses(RegistrationRequest, 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      requireAdmin(req);
      const { id } = req.params;
      const admin = callerOf(req).sub;
      // An unusable password until the user sets their own through the link.
      const placeholder = await hashPassword(randomBytes(32).toString('base64url'));
      const { row, link } = await db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        if (row.status !== 'pending') throw notPending(row);
        if (await tx.one('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [row.email])) {
          throw new ApiError(409, 'RegistrationRequest:EmailTaken', `Er bestaat al een gebruiker met e-mailadres ${row.email}.`);
        }
        // Customer numbers follow the highest one; the lock keeps two approvals at once apart.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('customer_number'))");
        const next = await tx.one<{ number: string }>(
          "SELECT (coalesce(max(number::bigint), 100000) + 1)::text AS number FROM customers WHERE number ~ '^[0-9]{1,12}$'",
        );
        const number = next!.number;
        await tx.query('INSERT INTO customers (number, name, vat_number, chamber_of_commerce, phone, email) VALUES ($1, $2, $3, $4, $5, $6)', [
          number,
          row.company_name,
          row.vat_number,
          row.chamber_of_commerce,
          row.company_phone,
          row.company_email,
        ]);
        const address = 'INSERT INTO customer_addresses (customer_number, kind, name, street, house_number, postal_code, city, country) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
        await tx.query(address, [number, 'main', row.company_name, row.street, row.house_number, row.postal_code, row.city, row.country]);
        await tx.query(address, [number, 'delivery', row.company_name, row.delivery_street, row.delivery_house_number, row.delivery_postal_code, row.delivery_city, row.delivery_country]);
        const userId = `u-${number}-${randomUUID().slice(0, 8)}`;
        await tx.query(
          `INSERT INTO users (id, customer_number, user_name, email, password_hash, name, surname, phone_number, roles) VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
          [
            userId,
            number,
            row.email,
            placeholder,
            row.first_name,
            [row.middle_name, row.last_name].filter(Boolean).join(' '),
            row.phone,
            [roleNames(opts.productKey).mainUser],
          ],
        );
        await tx.query("UPDATE registration_requests SET status = 'approved', handled_at = now(), handled_by = $2, customer_number = $3 WHERE id = $1", [id, admin, number]);
        const link = await createPasswordLink(tx, { userId, purpose: 'registration', issuer: opts.issuer });
        return { row: await load(tx, id), link };
      });
      const until = link.expiresAt.toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });
      await sendMail({
        to: row.email,
        subject: 'Uw account bij Kraanvogel is klaar',
        text:
          `${salutation(row.gender, row.middle_name, row.last_name)},\n\n` +
          `Wij hebben de registratie van ${row.company_name} goedgekeurd. Uw klantnummer is ${row.customerNumber}.\n\n` +
          `Stel via deze link uw wachtwoord in (de link werkt één keer, tot ${until}):\n${link.url}\n\n` +
          `Daarna logt u in op ${opts.publicUrl}/login met uw e-mailadres ${row.email}.\n\n` +
          `Met vriendelijke groet,\nKraanvogel Installatiegroothandel`,
      });
      return toRequest(row);
    },
  );

  app.post(
    `${requests}/:id/reject`,
    {
      schema: {
        tags: ['Customer account'],
        summary: 'Rejects a registration, with an optional reason for the applicant (administrators only)',
        params: IdParams,
        body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false }),
        response: responses(RegistrationRequest, 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      requireAdmin(req);
      const { id } = req.params;
      const reason = (req.body?.reason ?? '').trim() || null;
      const row = await db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        if (row.status !== 'pending') throw notPending(row);
        await tx.query("UPDATE registration_requests SET status = 'rejected', handled_at = now(), handled_by = $2, rejection_reason = $3 WHERE id = $1", [
          id,
          callerOf(req).sub,
          reason,
        ]);
        return load(tx, id);
      });
      await sendMail({
        to: row.email,
        subject: 'Uw aanvraag van een account bij Kraanvogel',
        text:
          `${salutation(row.gender, row.middle_name, row.last_name)},\n\n` +
          `Helaas kunnen wij de registratie van ${row.company_name} niet goedkeuren.` +
          (reason ? `\n\nReden: ${reason}` : '') +
          `\n\nHeeft u vragen? Bel onze klantenservice op 038 - 123 45 67.\n\nMet vriendelijke groet,\nKraanvogel Installatiegroothandel`,
      });
      return toRequest(row);
    },
  );
}
