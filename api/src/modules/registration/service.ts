// What the shop can verify of a registration request itself, for the administrator who handles
// it: the formats of KvK number, VAT number and postcodes by the same rules the form and the api
// apply, and whether the company may be a customer already (the same KvK number, or users at the
// same e-mail domain; not for mail providers anyone can use).
import { chamberOfCommerceProblem, postalCodeProblem, vatProblem } from '../../lib/registration-rules.js';
import type { RegistrationRepository, RegistrationRow } from './repository.js';

/** Mail providers anyone can use: a shared domain there says nothing about the company. */
export const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'hotmail.com', 'hotmail.nl', 'outlook.com', 'outlook.nl', 'live.com', 'live.nl', 'msn.com',
  'icloud.com', 'me.com', 'yahoo.com', 'yahoo.nl', 'ziggo.nl', 'kpnmail.nl', 'kpnplanet.nl', 'planet.nl', 'home.nl',
  'xs4all.nl', 'hetnet.nl', 'telfort.nl', 'chello.nl', 'casema.nl', 'upcmail.nl', 'online.nl', 'telenet.be', 'skynet.be',
  'proximus.be', 'gmx.de', 'gmx.net', 'web.de', 't-online.de', 'protonmail.com', 'proton.me',
]);

const check = (r: { value: string } | { problem: string }) => ('problem' in r ? { ok: false, problem: r.problem } : { ok: true, problem: null });
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function companyDomain(email: string): string | null {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domain && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : null;
}

export async function registrationChecks(repo: RegistrationRepository, row: RegistrationRow) {
  const kvk = text(row.chamber_of_commerce).replace(/\D/g, '');
  const domain = companyDomain(row.email) ?? companyDomain(text(row.company_email));
  const [sameKvk, sameDomain, emailTaken] = await Promise.all([
    kvk ? repo.customersWithKvk(kvk) : Promise.resolve([]),
    domain ? repo.customersWithDomain(domain) : Promise.resolve([]),
    repo.accountExists(row.email),
  ]);
  return {
    kvk: check(chamberOfCommerceProblem(text(row.chamber_of_commerce))),
    vat: check(vatProblem(text(row.vat_number))),
    postcode: check(postalCodeProblem(text(row.postal_code), text(row.country))),
    deliveryPostcode: check(postalCodeProblem(text(row.delivery_postal_code), text(row.delivery_country))),
    sameKvk,
    domain,
    sameDomain,
    // Once approved the account is the request's own.
    emailTaken: row.status === 'pending' && emailTaken,
  };
}
