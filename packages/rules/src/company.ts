// Who sells: the shop's one legal identity (name, address, KvK, VAT, IBAN, phone, e-mail), as
// the footer, the privacy statement, every PDF and every mail print it. The api imports it
// directly, the apps through @kraanvogel/shared; nothing else writes these details.
export const COMPANY = {
  /** The registered name. */
  name: 'Kraanvogel Sanitair & Installatie B.V.',
  /** The name customers use, e.g. under a mail. */
  tradeName: 'Kraanvogel',
  street: 'Industrieweg 12',
  postalCode: '8013 NK',
  city: 'Zwolle',
  kvk: '05123456',
  vat: 'NL812345678B01',
  iban: 'NL91 ABNA 0417 1643 00',
  phone: '088 123 45 67',
  /** The phone number as a tel: link. */
  phoneHref: 'tel:+31881234567',
  email: 'info@kraanvogel.nl',
  privacyEmail: 'privacy@kraanvogel.nl',
} as const;

/** Postcode and city on one line ('8013 NK Zwolle'). */
export const companyCity = () => `${COMPANY.postalCode} ${COMPANY.city}`;

/** The one-line letterhead of a document: name, address, KvK and VAT number. */
export const companyLetterhead = () => `${COMPANY.name} · ${COMPANY.street} · ${companyCity()} · KvK ${COMPANY.kvk} · btw ${COMPANY.vat}`;

/** The close of every mail the shop sends. */
export const companyMailSignature = () => `Met vriendelijke groet,\n${COMPANY.name}\n${COMPANY.phone} · ${COMPANY.email}`;
