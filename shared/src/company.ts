// The company identity (name, address, KvK, VAT, IBAN, phone) the footer, the privacy statement,
// every PDF and every mail print: one record in the rules package, in shared's main entry because
// the footer shows it on every page (the rules themselves load with '@kraanvogel/shared/rules').
export { COMPANY, companyCity } from '@kraanvogel/rules/company';
