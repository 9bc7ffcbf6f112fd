// Who may call what: the expected answer of every route to a valid request from each kind of
// caller. test/authorization-matrix.test.ts calls every route as each of them and compares, and
// fails for a route that has no row here (a new route needs one), so this table is the one place
// to read (and review) the access rules of all APIs. The fuzzing test takes its valid requests
// and its callers from here too.
//
// Callers: 'none' (no token), 'other' (the main user of another customer), and the warehouse,
// employee and main users of customer 100001, and an administrator (no customer).
// A request's '$name' values are data of customer 100001 that the test makes or looks up (see
// FIXTURES in the test): a fresh cart for every call that changes or removes one.

export type Caller = 'none' | 'other' | 'warehouse' | 'employee' | 'main' | 'admin';
export type Expected = Record<Caller, number>;

export interface MatrixRequest {
  /** The URL to call when the route's own has wildcards. */
  url?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface MatrixRow {
  request?: MatrixRequest;
  expect: Expected;
}

/** The search service's index URLs in one spelling (REST or OData): any signed-in user. */
function searchIndexRows(index: string, document: string): Record<string, MatrixRow> {
  const query = { 'api-version': '2017-11-11' };
  const params = { index: 'articles' };
  const search = { request: { params, query, body: { search: 'kraan', top: 2 } }, expect: signedIn() };
  const complete = { request: { params, query, body: { search: 'kra', suggesterName: 'default' } }, expect: signedIn() };
  return {
    [`GET ${index}`]: { request: { params, query }, expect: signedIn() },
    [`GET ${index}/docs`]: { request: { params, query: { ...query, search: 'kraan', $top: 2 } }, expect: signedIn() },
    [`POST ${index}/docs/search`]: search,
    [`POST ${index}/docs/search.post.search`]: search,
    [`POST ${index}/docs/autocomplete`]: complete,
    [`POST ${index}/docs/search.post.autocomplete`]: complete,
    [`GET ${index}/docs/autocomplete`]: { request: { params, query: { ...query, search: 'kra', suggesterName: 'default' } }, expect: signedIn() },
    [`GET ${index}/docs/$count`]: { request: { params, query }, expect: signedIn() },
    [`GET ${index}${document}`]: { request: { params: { ...params, key: '$article' }, query }, expect: signedIn() },
  };
}

/** Anyone, without a token. */
const open = (ok = 200): Expected => ({ none: ok, other: ok, warehouse: ok, employee: ok, main: ok, admin: ok });
/** Any signed-in user, staff included. */
const signedIn = (ok = 200): Expected => ({ none: 401, other: ok, warehouse: ok, employee: ok, main: ok, admin: ok });
/** Any user of a customer, about that customer's own data (staff have no customer: 403). */
const customer = (ok = 200): Expected => ({ none: 401, other: ok, warehouse: ok, employee: ok, main: ok, admin: 403 });
/** One thing of customer 100001: another customer does not find it. */
const ownThing = (ok = 200): Expected => ({ none: 401, other: 404, warehouse: ok, employee: ok, main: ok, admin: 403 });
/** Orders and invoices: not for warehouse-only users. */
const notWarehouse = (ok = 200): Expected => ({ none: 401, other: ok, warehouse: 403, employee: ok, main: ok, admin: 403 });
const ownNotWarehouse = (ok = 200): Expected => ({ none: 401, other: 404, warehouse: 403, employee: ok, main: ok, admin: 403 });
/** The organisation's main user only. */
const mainUser = (ok = 200): Expected => ({ none: 401, other: ok, warehouse: 403, employee: 403, main: ok, admin: 403 });
/** Administrators only. */
const admin = (ok = 200): Expected => ({ none: 401, other: 403, warehouse: 403, employee: 403, main: 403, admin: ok });

const pim = '/pim/api/app';
const baskets = '/mgmt/api/ecommerce/customerbaskets';

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // ---------------------------------------------------------------- product information
  'GET /pim/openapi.json': { expect: open() },
  [`GET ${pim}/navigation`]: { expect: signedIn() },
  [`GET ${pim}/navigation/async-for-test`]: { expect: signedIn() },
  [`GET ${pim}/navigation/expand-with-items`]: { request: { query: { itemCount: 2 } }, expect: signedIn() },
  [`GET ${pim}/category/featured-categories`]: { expect: signedIn() },
  [`GET ${pim}/category/shortcut-categories`]: { expect: signedIn() },
  [`GET ${pim}/category/:id`]: { request: { params: { id: '$category' } }, expect: signedIn() },
  [`GET ${pim}/article`]: { request: { query: { Filter: 'kraan', MaxResultCount: 5 } }, expect: signedIn() },
  [`GET ${pim}/article/by-ean`]: { request: { query: { ean: '$ean' } }, expect: signedIn() },
  [`GET ${pim}/article/by-secret`]: { request: { query: { secret: '$secret' } }, expect: signedIn() },
  [`GET ${pim}/article/discount`]: { request: { query: { ArticleNo: '$article' } }, expect: signedIn() },
  [`GET ${pim}/article/:id`]: { request: { params: { id: '$article' } }, expect: signedIn() },
  [`GET ${pim}/article/:id/bijlagen`]: { request: { params: { id: '$attachmentArticle' } }, expect: signedIn() },
  [`GET ${pim}/article/:id/bijlagen/:attachmentId`]: { request: { params: { id: '$attachmentArticle', attachmentId: '$attachment' } }, expect: signedIn() },
  [`GET ${pim}/article/:id/cached-availability`]: { request: { params: { id: '$article' } }, expect: signedIn() },
  [`GET ${pim}/article/:id/etim`]: { request: { params: { id: '$article' } }, expect: signedIn() },
  [`GET ${pim}/article/:id/related-articles`]: { request: { params: { id: '$article' } }, expect: signedIn() },
  // Pictures: an <img> sends no token.
  'GET /pim/media/article-images/:file': { request: { params: { file: '$articleImage' } }, expect: open() },
  'GET /pim/media/categories/:file': { request: { params: { file: '$categoryImage' } }, expect: open() },

  // ---------------------------------------------------------------- search (Azure protocol)
  'GET /search/openapi.json': { expect: open() },
  'GET /search/indexes': { request: { query: { 'api-version': '2017-11-11' } }, expect: signedIn() },
  ...searchIndexRows('/search/indexes/:index', '/docs/:key'),
  ...searchIndexRows("/search/indexes(':index(^[^']+)')", "/docs(':key(^[^']*)')"),

  // ---------------------------------------------------------------- management
  'GET /mgmt/openapi.json': { expect: open() },
  [`GET ${baskets}`]: { request: { query: { basketType: 1 } }, expect: customer() },
  [`GET ${baskets}/default`]: { request: { query: { basketId: '$basket' } }, expect: ownThing() },
  [`POST ${baskets}/createBasket`]: { request: { body: { name: 'Matrix' } }, expect: customer() },
  [`POST ${baskets}/addToBasket`]: { request: { body: { basketId: '$basket', itemNo: '$article', amount: 1 } }, expect: ownThing() },
  [`POST ${baskets}/removeFromBasket`]: { request: { body: { basketId: '$basket', itemNo: '$article' } }, expect: ownThing() },
  [`POST ${baskets}/copyBasketContents`]: { request: { body: { sourceBasketId: '$basket', targetBasketId: '$basket2' } }, expect: ownThing() },
  [`POST ${baskets}/removeBasket`]: { request: { query: { basketId: '$basket' } }, expect: ownThing(204) },
  [`GET ${baskets}/getSummary`]: { request: { query: { basketId: '$basket' } }, expect: ownThing() },
  [`GET ${baskets}/basketWithRealtimeData`]: { request: { query: { basketId: '$basket' } }, expect: ownThing() },
  [`GET ${baskets}/excelExport`]: { request: { query: { basketId: '$basket' } }, expect: ownThing() },
  // Everyone of the customer may order, warehouse included; a warehouse user reads back only
  // the orders they placed themselves.
  'POST /mgmt/api/ecommerce/customerorders': { request: { body: '$placeOrder' }, expect: ownThing() },
  'GET /mgmt/api/ecommerce/customerorders': {
    request: { query: { OrderId: '$customerOrder' } },
    expect: { none: 401, other: 404, warehouse: 403, employee: 200, main: 200, admin: 403 },
  },
  'GET /mgmt/api/app/app-organization-unit/app-organization-main-address-for-user': { expect: customer() },
  // Every user of the customer reads the organisation (the order wizard needs its addresses); only
  // its main user changes it, and each main user changes only his own organisation.
  'GET /mgmt/api/app/app-organization-unit/app-organization-units-for-user': { expect: customer() },
  'GET /mgmt/api/app/app-organization-unit/app-organization-addresses-for-user': { expect: customer() },
  'PUT /mgmt/api/app/app-organization-unit/app-organization-unit': { request: { body: { name: 'Matrix Installatie B.V.', vatNumber: 'NL001234567B01', chamberOfCommerceNumber: '12345678' } }, expect: mainUser() },
  'PUT /mgmt/api/app/app-organization-unit/app-organization-unit-address-basic-info': { request: { body: { phone: '038 123 45 67', email: 'info@matrix.example.nl' } }, expect: mainUser() },
  'PUT /mgmt/api/app/app-organization-unit/app-organization-unit-address': {
    request: { body: { name: 'Matrix Installatie B.V.', street: 'Stationsweg', houseNumber: '12a', postalCode: '8011 CZ', city: 'Zwolle', country: 'NL' } },
    expect: mainUser(),
  },
  'GET /mgmt/api/app/discounts': { request: { query: { MaxResultCount: 5 } }, expect: admin() },
  'GET /mgmt/api/app/discounts/:id': { request: { params: { id: '$discount' } }, expect: admin() },
  'POST /mgmt/api/app/discounts': { request: { body: '$newDiscount' }, expect: admin() },
  'PUT /mgmt/api/app/discounts/:id': { request: { params: { id: '$discount' }, body: '$newDiscount' }, expect: admin() },
  'DELETE /mgmt/api/app/discounts/:id': { request: { params: { id: '$discount' } }, expect: admin(204) },
  'GET /mgmt/api/app/discounts/download-token': { expect: admin() },
  // A download link: the one-time token is the permission, whoever follows the link.
  'GET /mgmt/api/app/discounts/as-excel-file': { request: { query: { DownloadToken: '$discountDownloadToken' } }, expect: open() },
  'GET /mgmt/api/ecommerce/order-states': { request: { query: { MaxResultCount: 5 } }, expect: admin() },
  'POST /mgmt/api/ecommerce/order-states': { request: { body: '$newOrderState' }, expect: admin() },
  'GET /mgmt/api/ecommerce/order-states/:id': { request: { params: { id: '$orderState' } }, expect: admin() },
  'PUT /mgmt/api/ecommerce/order-states/:id': { request: { params: { id: '$orderState' }, body: '$newOrderState' }, expect: admin() },
  'DELETE /mgmt/api/ecommerce/order-states/:id': { request: { params: { id: '$orderState' } }, expect: admin(204) },
  'GET /mgmt/api/app/discounts/my-discounts': { expect: customer() },
  'GET /mgmt/api/app/customer-account/employees': { expect: mainUser() },
  'GET /mgmt/api/account/my-profile': { expect: signedIn() },
  // Without a stamp the change is not checked for a conflict; every caller changes only himself.
  'PUT /mgmt/api/account/my-profile': { request: { body: { email: 'matrix@kraanvogel-test.nl', name: 'Matrix', surname: 'Test', phoneNumber: '038-1234567' } }, expect: signedIn() },
  // The same password again: a valid change that leaves every caller able to sign in.
  'POST /mgmt/api/account/my-profile/change-password': { request: { body: '$samePassword' }, expect: signedIn(204) },
  'POST /mgmt/api/app/customer-account/change-password': { request: { body: '$samePassword' }, expect: signedIn(204) },
  'GET /mgmt/api/account/my-profile/two-factor-enabled': { expect: signedIn() },
  // Turning it off (with the password) is valid for anyone, on or off.
  'POST /mgmt/api/account/my-profile/set-two-factor-enabled': { request: { query: { enabled: false }, body: '$samePasswordOnly' }, expect: signedIn() },
  // A return is of the customer's own orders, which a warehouse user does not see.
  'POST /mgmt/api/app/return-order/submit-return-form': { request: { body: '$returnForm' }, expect: ownNotWarehouse() },
  'GET /mgmt/api/app/customer-account/mail-notifications': { expect: mainUser() },
  'PUT /mgmt/api/app/customer-account/mail-notifications': { request: { body: { orderConfirmation: ['inkoop@example.nl'], invoiceNotice: [] } }, expect: mainUser() },
  'GET /mgmt/api/app/customer-account/open-cart-reminder': { expect: customer() },
  'PATCH /mgmt/api/app/customer-account/open-cart-reminder': { request: { query: { receiveCartReminder: true } }, expect: customer() },
  'POST /mgmt/api/app/customer-account/new-employee-account': { request: { body: '$newEmployee' }, expect: mainUser() },
  // A fresh member of customer 100001 for every call: another customer's main user does not find him.
  'DELETE /mgmt/api/app/customer-account/:id/employee-account': {
    request: { params: { id: '$employee' } },
    expect: { none: 401, other: 404, warehouse: 403, employee: 403, main: 204, admin: 403 },
  },
  // Registration is for visitors without an account; its handling is for administrators.
  'POST /mgmt/api/app/customer-account/request-new-account': { request: { body: '$registration' }, expect: open(202) },
  'GET /mgmt/api/app/customer-account/registration-requests': { request: { query: { Status: 'pending', MaxResultCount: 5 } }, expect: admin() },
  'POST /mgmt/api/app/customer-account/registration-requests/:id/approve': { request: { params: { id: '$registrationRequest' } }, expect: admin() },
  'POST /mgmt/api/app/customer-account/registration-requests/:id/reject': { request: { params: { id: '$registrationRequest' }, body: { reason: 'Matrix' } }, expect: admin() },
  // The news is public (as a CMS's public blog is), and so are its cover images.
  'GET /mgmt/api/cms-kit-public/blog-posts/:blogSlug': { request: { params: { blogSlug: 'nieuws' }, query: { MaxResultCount: 3 } }, expect: open() },
  'GET /mgmt/api/cms-kit-public/blog-posts/:blogSlug/:blogPostSlug': { request: { params: { blogSlug: 'nieuws', blogPostSlug: 'warmtepomp-subsidie-2027' } }, expect: open() },
  'GET /mgmt/api/cms-kit-public/blog-posts/authors': { expect: open() },
  'GET /mgmt/api/cms-kit-public/blog-posts/authors/:id': { request: { params: { id: 'author-1' } }, expect: open() },
  'GET /mgmt/api/cms-kit/media/:id': { request: { params: { id: 'cover-warmtepomp-subsidie-2027' } }, expect: open() },

  // Punch-out: a procurement system punches in with its own login (no token); the shop's
  // punch-out mode is for a buyer it signed in; the accounts are for administrators.
  'GET /mgmt/api/app/punchout/oci': { request: { query: { USERNAME: '$punchoutUser', PASSWORD: '$punchoutSecret', HOOK_URL: 'http://127.0.0.1:9999/hook', '~TARGET': '_top' } }, expect: open(303) },
  'POST /mgmt/api/app/punchout/oci': { request: { body: { USERNAME: '$punchoutUser', PASSWORD: '$punchoutSecret', HOOK_URL: 'http://127.0.0.1:9999/hook' } }, expect: open(303) },
  // A cXML document needs its XML content type, which the matrix does not send (test/mgmt/punchout.test.ts does).
  'POST /mgmt/api/app/punchout/cxml': { request: { body: '$cxmlSetup' }, expect: open(415) },
  'POST /mgmt/api/app/punchout/is-enabled': { expect: signedIn() },
  'GET /mgmt/api/app/punchout/url': { expect: signedIn() },
  // Only a buyer in a punch-out session may push; nobody the matrix signs in is one.
  'POST /mgmt/api/app/punchout/push-basket/:basketId': {
    request: { params: { basketId: '$basket' } },
    expect: { none: 401, other: 403, warehouse: 403, employee: 403, main: 403, admin: 403 },
  },
  'GET /mgmt/api/app/punchout-accounts': { request: { query: { CustomerNumber: '100001' } }, expect: admin() },
  'POST /mgmt/api/app/punchout-accounts': { request: { body: '$newPunchoutAccount' }, expect: admin() },
  'PUT /mgmt/api/app/punchout-accounts/:id': { request: { params: { id: '$punchoutAccount' }, body: { allowedHosts: ['inkoop.example.nl'] } }, expect: admin() },
  'DELETE /mgmt/api/app/punchout-accounts/:id': { request: { params: { id: '$punchoutAccount' } }, expect: admin(204) },
  'POST /mgmt/api/ecommerce/customerbaskets/addLinesToBasket': { request: { body: { basketId: '$basket', lines: [{ code: '$article', quantity: '1' }] } }, expect: ownThing() },
  // A file needs its own content type (text/csv or .xlsx), which the matrix does not send; the
  // type is checked before the caller's customer (test/mgmt/quick-order.test.ts sends real files).
  'POST /mgmt/api/ecommerce/customerbaskets/quickOrderFile': {
    request: { body: '$quickOrderCsv' },
    expect: { none: 401, other: 415, warehouse: 415, employee: 415, main: 415, admin: 415 },
  },

  // ---------------------------------------------------------------- the process itself
  'GET /health': { expect: open() },
  'GET /ready': { expect: open() },

  // ---------------------------------------------------------------- ERP
  'GET /erp/openapi.json': { expect: open() },
  'GET /erp/api/app/order/order-overview': { request: { query: { MaxResultCount: 5 } }, expect: notWarehouse() },
  'GET /erp/api/app/order': { request: { query: { OrderNo: '$erpOrder' } }, expect: ownNotWarehouse() },
  'POST /erp/api/app/invoice/invoice-overview': { request: { body: { MaxResultCount: 5 } }, expect: notWarehouse() },
  'GET /erp/api/app/invoice': { request: { query: { InvoiceType: '$invoiceType', InvoiceNo: '$invoiceNo' } }, expect: ownNotWarehouse() },
  'POST /erp/api/app/order/reorder': { request: { body: { OrderNo: '$erpOrder', NewBasketName: 'Opnieuw' } }, expect: ownNotWarehouse() },
  'GET /erp/api/app/invoice/pdf': { request: { query: { InvoiceType: '$invoiceType', InvoiceNo: '$invoiceNo' } }, expect: ownNotWarehouse() },
};

/** The release API answers deploy tokens only: a signed-in shop user is no one there. */
const deployTokenOnly = (): Expected => ({ none: 401, other: 401, warehouse: 401, employee: 401, main: 401, admin: 401 });
const release = '/release/api';
Object.assign(AUTHORIZATION_MATRIX, {
  'GET /release/openapi.json': { expect: open() },
  [`GET ${release}/releases`]: { expect: deployTokenOnly() },
  [`GET ${release}/releases/audit`]: { expect: deployTokenOnly() },
  [`GET ${release}/releases/:app`]: { request: { params: { app: 'catalog' } }, expect: deployTokenOnly() },
  [`POST ${release}/releases/:app/versions`]: { request: { params: { app: 'catalog' } }, expect: deployTokenOnly() },
  [`POST ${release}/releases/:app/archive`]: { request: { params: { app: 'catalog' } }, expect: deployTokenOnly() },
  [`POST ${release}/releases/:app/switch`]: { request: { params: { app: 'catalog' }, body: { version: '0.1.0-x' } }, expect: deployTokenOnly() },
  [`POST ${release}/releases/:app/rollback`]: { request: { params: { app: 'catalog' }, body: {} }, expect: deployTokenOnly() },
  [`GET ${release}/release-tokens`]: { expect: deployTokenOnly() },
  [`POST ${release}/release-tokens`]: { request: { body: { name: 'matrix', scope: 'catalog' } }, expect: deployTokenOnly() },
  [`DELETE ${release}/release-tokens/:name`]: { request: { params: { name: 'matrix' } }, expect: deployTokenOnly() },
} satisfies Record<string, MatrixRow>);

/**
 * Routes the matrix does not call, and why. The identity provider authenticates by its own
 * protocol (its flows are tested in test/idp); everything else must have a row above.
 */
export const MATRIX_EXEMPT: Record<string, string> = {
  '/idp': 'the OpenID Connect provider (its own protocol)',
  '/idp/*': 'the OpenID Connect provider (its own protocol)',
  '/idp/interaction/:uid': 'the provider\'s login page',
  '/idp/interaction/:uid/login': 'the provider\'s login form',
  '/idp/interaction/:uid/code': 'the provider\'s two-factor code form',
  '/idp/assets/logout-confirm.js': 'the provider\'s logout page script',
  '/idp/set-password': 'the provider\'s set-password page, opened with a one-time link (test/mgmt/registration.test.ts)',
};
