// The shop's business rules, each in one place. Logic only: the Dutch messages for what a rule
// refuses live in each app's texts module and in the api's messages.
export * from './quantities.js';
export * from './postal-codes.js';
export * from './contact-numbers.js';
export * from './delivery-days.js';
export * from './order-lines.js';
export * from './html.js';
export * from './company.js';
export * from './purchase-limits.js';
export * from './cost-centres.js';
export * from './classifications.js';
