// Who may call what, as each route declares it (config.access, see src/plugins/access.ts), and
// what a valid request of every route needs. authorization-matrix.test.ts calls every route as
// each kind of caller and compares the answer with what the route's access level implies
// (expectedAnswers), and fails for a route that has no row here (a new route needs one). What a
// level cannot say is test data here: another customer's basket is a 404 (`except`), a request
// the matrix cannot make valid answers otherwise for everyone. The fuzzing test takes its valid
// requests and its callers from here too.
//
// Callers: 'none' (no token), 'other' (the main user of another customer), and the warehouse,
// employee and main users of customer 100001, and an administrator (no customer).
// A request's '$name' values are data of customer 100001 that the test makes or looks up (see
// FIXTURES in fixtures.ts): a fresh basket for every call that changes or removes one.
import { readFileSync } from 'node:fs';
import type { Access } from '../../src/plugins/access.js';

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
  /** The answer to a caller the route's access level admits (200 unless given). */
  ok?: number;
  /** Answers that do not follow from the access level: whose data it is, or what the request lacks. */
  except?: Partial<Expected>;
}

/** One thing of customer 100001: another customer does not find it. */
const OWN: Partial<Expected> = { other: 404 };

const ALL_CALLERS: Caller[] = ['none', 'other', 'warehouse', 'employee', 'main', 'admin'];

/** Who of the matrix's callers each access level refuses, and how. */
const REFUSED: Record<Access, Partial<Expected>> = {
  public: {},
  signedIn: { none: 401 },
  // Nobody the matrix signs in is in a punch-out session (test/mgmt/punchout.test.ts has one).
  accountOwner: { none: 401 },
  customer: { none: 401, admin: 403 },
  // Nobody the matrix signs in is in a punch-out session.
  directBuyer: { none: 401, admin: 403 },
  notWarehouse: { none: 401, warehouse: 403, admin: 403 },
  mainUser: { none: 401, warehouse: 403, employee: 403, admin: 403 },
  admin: { none: 401, other: 403, warehouse: 403, employee: 403, main: 403 },
  punchoutBuyer: { none: 401, other: 403, warehouse: 403, employee: 403, main: 403, admin: 403 },
  // The release API answers deploy tokens: a signed-in shop user is no one there (its routes that
  // take an operator's sign-in say so per row).
  deployToken: { none: 401, other: 401, warehouse: 401, employee: 401, main: 401, admin: 401 },
  deployApp: { none: 401, other: 401, warehouse: 401, employee: 401, main: 401, admin: 401 },
  operator: { none: 401, other: 401, warehouse: 401, employee: 401, main: 401, admin: 401 },
};

/** The answer each kind of caller gets from a route with this access level and matrix row. */
export function expectedAnswers(access: Access, row: MatrixRow): Expected {
  const refused = REFUSED[access];
  return Object.fromEntries(ALL_CALLERS.map((c) => [c, row.except?.[c] ?? refused[c] ?? row.ok ?? 200])) as Expected;
}

/** The search service's index URLs in one spelling (REST or OData): any signed-in user. */
function searchIndexRows(index: string, document: string): Record<string, MatrixRow> {
  const query = { 'api-version': '2017-11-11' };
  const params = { index: 'articles' };
  const search = { request: { params, query, body: { search: 'kraan', top: 2 } } };
  const complete = { request: { params, query, body: { search: 'kra', suggesterName: 'default' } } };
  return {
    [`GET ${index}`]: { request: { params, query } },
    [`GET ${index}/docs`]: { request: { params, query: { ...query, search: 'kraan', $top: 2 } } },
    [`POST ${index}/docs/search`]: search,
    [`POST ${index}/docs/search.post.search`]: search,
    [`POST ${index}/docs/autocomplete`]: complete,
    [`POST ${index}/docs/search.post.autocomplete`]: complete,
    [`GET ${index}/docs/autocomplete`]: { request: { params, query: { ...query, search: 'kra', suggesterName: 'default' } } },
    [`GET ${index}/docs/$count`]: { request: { params, query } },
    [`GET ${index}${document}`]: { request: { params: { ...params, key: '$article' }, query } },
  };
}

/** The rules of the synonym map 'vakwoorden' as migration 050 makes it. */
const SEEDED_TRADE_WORDS = /\$\$([\s\S]*)\$\$/.exec(readFileSync(new URL('../../migrations/050_search_synonym_maps.sql', import.meta.url), 'utf8'))![1]!;

/** The search service's synonym maps in one spelling (REST or OData): administrators only. */
function synonymMapRows(map: string): Record<string, MatrixRow> {
  const query = { 'api-version': '2017-11-11' };
  const params = { name: 'vakwoorden' };
  // The map put back as migration 050 made it: the same rules change nothing.
  const body = { name: 'vakwoorden', format: 'solr', synonyms: SEEDED_TRADE_WORDS };
  return {
    [`GET ${map}`]: { request: { params, query } },
    [`PUT ${map}`]: { request: { params, query, body } },
  };
}

/** The seed's first news post as the back office would save it unchanged. */
const SEEDED_FIRST_POST = {
  title: 'Nieuwe showroom in Zwolle geopend',
  slug: 'nieuwe-showroom-zwolle',
  shortDescription: 'Kom langs in onze vernieuwde showroom met meer dan 40 badkameropstellingen.',
  content: '<p>Vanaf deze maand is onze showroom in Zwolle volledig vernieuwd.</p>',
  coverImageMediaId: 'cover-nieuwe-showroom-zwolle',
  tags: ['showroom'],
  publishedAt: '2026-01-01T08:00:00.000Z',
};

const pim = '/pim/api/app';
const baskets = '/mgmt/api/ecommerce/customerbaskets';

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // ---------------------------------------------------------------- product information
  'GET /pim/openapi.json': {},
  [`GET ${pim}/navigation`]: {},
  [`GET ${pim}/navigation/async-for-test`]: {},
  [`GET ${pim}/navigation/expand-with-items`]: { request: { query: { itemCount: 2 } } },
  [`GET ${pim}/category/featured-categories`]: {},
  [`GET ${pim}/category/shortcut-categories`]: {},
  [`GET ${pim}/category/:id`]: { request: { params: { id: '$category' } } },
  [`GET ${pim}/article`]: { request: { query: { Filter: 'kraan', MaxResultCount: 5 } } },
  [`GET ${pim}/article/by-ean`]: { request: { query: { ean: '$ean' } } },
  [`GET ${pim}/article/by-secret`]: { request: { query: { secret: '$secret' } } },
  [`GET ${pim}/article/discount`]: { request: { query: { ArticleNo: '$article' } } },
  [`GET ${pim}/article/:id`]: { request: { params: { id: '$article' } } },
  [`GET ${pim}/article/:id/bijlagen`]: { request: { params: { id: '$attachmentArticle' } } },
  [`GET ${pim}/article/:id/bijlagen/:attachmentId`]: { request: { params: { id: '$attachmentArticle', attachmentId: '$attachment' } } },
  [`GET ${pim}/article/:id/cached-availability`]: { request: { params: { id: '$article' } } },
  [`GET ${pim}/article/:id/etim`]: { request: { params: { id: '$article' } } },
  [`GET ${pim}/article/:id/related-articles`]: { request: { params: { id: '$article' } } },
  // Pictures: an <img> sends no token.
  'GET /pim/media/article-images/:file': { request: { params: { file: '$articleImage' } } },
  'GET /pim/media/categories/:file': { request: { params: { file: '$categoryImage' } } },

  // ---------------------------------------------------------------- search (Azure protocol)
  'GET /search/openapi.json': {},
  'GET /search/indexes': { request: { query: { 'api-version': '2017-11-11' } } },
  ...searchIndexRows('/search/indexes/:index', '/docs/:key'),
  ...searchIndexRows("/search/indexes(':index(^[^']+)')", "/docs(':key(^[^']*)')"),
  'GET /search/synonymmaps': { request: { query: { 'api-version': '2017-11-11' } } },
  ...synonymMapRows('/search/synonymmaps/:name'),
  ...synonymMapRows("/search/synonymmaps(':name(^[^']+)')"),

  // ---------------------------------------------------------------- management
  'GET /mgmt/openapi.json': {},
  [`GET ${baskets}`]: { request: { query: { basketType: 1 } } },
  [`GET ${baskets}/default`]: { request: { query: { basketId: '$basket' } }, except: OWN },
  [`POST ${baskets}/createBasket`]: { request: { body: { name: '$newBasketName' } } },
  [`POST ${baskets}/addToBasket`]: { request: { body: { basketId: '$basket', itemNo: '$article', amount: 1 } }, except: OWN },
  [`POST ${baskets}/removeFromBasket`]: { request: { body: { basketId: '$basket', itemNo: '$article' } }, except: OWN },
  [`POST ${baskets}/copyBasketContents`]: { request: { body: { sourceBasketId: '$basket', targetBasketId: '$basket2' } }, except: OWN },
  [`POST ${baskets}/removeBasket`]: { request: { query: { basketId: '$basket' } }, ok: 204, except: OWN },
  // The main user made the basket: only its maker makes it personal or shared.
  [`POST ${baskets}/setBasketPersonal`]: { request: { body: { basketId: '$basket', isPersonal: false } }, except: { other: 404, warehouse: 403, employee: 403 } },
  [`GET ${baskets}/getSummary`]: { request: { query: { basketId: '$basket' } }, except: OWN },
  [`GET ${baskets}/basketWithRealtimeData`]: { request: { query: { basketId: '$basket' } }, except: OWN },
  [`GET ${baskets}/excelExport`]: { request: { query: { basketId: '$basket' } }, except: OWN },
  // Everyone of the customer may order, warehouse included; a warehouse user reads back only
  // the orders they placed themselves.
  'POST /mgmt/api/ecommerce/customerorders': { request: { body: '$placeOrder' }, except: OWN },
  // Every user of the customer may order, so every one is warned of a PO number in use.
  'GET /mgmt/api/ecommerce/customerorders/po-number': { request: { query: { PoNumber: 'PO-MATRIX' } } },
  'GET /mgmt/api/ecommerce/customerorders': {
    request: { query: { OrderId: '$customerOrder' } },
    // The order was placed by the main user: the warehouse user may not read it back.
    except: { other: 404, warehouse: 403 },
  },
  'GET /mgmt/api/app/app-organization-unit/app-organization-main-address-for-user': {},
  // Every user of the customer reads the organization (the order wizard needs its addresses); only
  // its main user changes it, and each main user changes only his own organization.
  'GET /mgmt/api/app/app-organization-unit/app-organization-units-for-user': {},
  'GET /mgmt/api/app/app-organization-unit/app-organization-addresses-for-user': {},
  // The address book: every user of the customer reads, adds and removes its project addresses.
  'GET /mgmt/api/app/address-book': {},
  'POST /mgmt/api/app/address-book': { request: { body: '$newProjectAddress' }, ok: 201 },
  'DELETE /mgmt/api/app/address-book/:id': { request: { params: { id: '$projectAddress' } }, ok: 204, except: OWN },
  'GET /mgmt/api/app/customer-article-numbers': {},
  // Another article than the one DELETE removes: the other customer numbers it here.
  'PUT /mgmt/api/app/customer-article-numbers/:itemNo': { request: { params: { itemNo: '$attachmentArticle' }, body: { customerItemNo: '$newCustomerItemNo' } } },
  // Another customer's numbers are not his: the article has none of his (404).
  'DELETE /mgmt/api/app/customer-article-numbers/:itemNo': { request: { params: { itemNo: '$numberedArticle' } }, ok: 204, except: OWN },
  'GET /mgmt/api/app/customer-article-numbers/excel': {},
  // A file needs its own content type, which the matrix does not send; the type is checked before
  // the access level (test/mgmt/customer-article-numbers.test.ts sends real files).
  'POST /mgmt/api/app/customer-article-numbers/excel': {
    request: { body: '$quickOrderCsv' },
    except: { other: 415, warehouse: 415, employee: 415, main: 415, admin: 415 },
  },
  // Favourites: every user of a customer keeps his own; the other customer's user has not starred it.
  'GET /mgmt/api/app/favourites': {},
  'GET /mgmt/api/app/favourites/item-numbers': {},
  'PUT /mgmt/api/app/favourites/:itemNo': { request: { params: { itemNo: '$attachmentArticle' } } },
  'DELETE /mgmt/api/app/favourites/:itemNo': { request: { params: { itemNo: '$starredArticle' } }, ok: 204, except: OWN },
  'PUT /mgmt/api/app/app-organization-unit/app-organization-unit': { request: { body: { name: 'Matrix Installatie B.V.', vatNumber: 'NL001234567B01', chamberOfCommerceNumber: '12345678' } } },
  'PUT /mgmt/api/app/app-organization-unit/app-organization-unit-address-basic-info': { request: { body: { phone: '038 123 45 67', email: 'info@matrix.example.nl' } } },
  'PUT /mgmt/api/app/app-organization-unit/app-organization-unit-address': {
    request: { body: { name: 'Matrix Installatie B.V.', street: 'Stationsweg', houseNumber: '12a', postalCode: '8011 CZ', city: 'Zwolle', country: 'NL' } },
  },
  'GET /mgmt/api/app/discounts': { request: { query: { MaxResultCount: 5 } } },
  'GET /mgmt/api/app/discounts/:id': { request: { params: { id: '$discount' } } },
  'POST /mgmt/api/app/discounts': { request: { body: '$newDiscount' } },
  'PUT /mgmt/api/app/discounts/:id': { request: { params: { id: '$discount' }, body: '$newDiscount' } },
  'DELETE /mgmt/api/app/discounts/:id': { request: { params: { id: '$discount' } }, ok: 204 },
  'GET /mgmt/api/app/discounts/download-token': {},
  // A workbook needs its own content type, which the matrix does not send (test/mgmt/discounts-import.test.ts sends real ones).
  'POST /mgmt/api/app/discounts/import-preview': { request: { body: {} }, ok: 415 },
  'POST /mgmt/api/app/discounts/import': { request: { body: {} }, ok: 415 },
  // A download link: the one-time token is the permission, whoever follows the link.
  'GET /mgmt/api/app/discounts/as-excel-file': { request: { query: { DownloadToken: '$discountDownloadToken' } } },
  'GET /mgmt/api/ecommerce/order-states': { request: { query: { MaxResultCount: 5 } } },
  'POST /mgmt/api/ecommerce/order-states': { request: { body: '$newOrderState' } },
  'GET /mgmt/api/ecommerce/order-states/:id': { request: { params: { id: '$orderState' } } },
  'PUT /mgmt/api/ecommerce/order-states/:id': { request: { params: { id: '$orderState' }, body: '$newOrderState' } },
  'DELETE /mgmt/api/ecommerce/order-states/:id': { request: { params: { id: '$orderState' } }, ok: 204 },
  'GET /mgmt/api/app/discounts/my-discounts': {},
  'GET /mgmt/api/app/customer-account/employees': {},
  'GET /mgmt/api/account/my-profile': {},
  // Without a stamp the change is not checked for a conflict; every caller changes only himself.
  'PUT /mgmt/api/account/my-profile': { request: { body: '$profileChange' } },
  // The same password again: a valid change that leaves every caller able to sign in.
  'POST /mgmt/api/account/my-profile/change-password': { request: { body: '$samePassword' }, ok: 204 },
  'POST /mgmt/api/app/customer-account/change-password': { request: { body: '$samePassword' }, ok: 204 },
  'GET /mgmt/api/account/my-profile/two-factor-enabled': {},
  // Turning it off (with the password) is valid for anyone, on or off.
  'POST /mgmt/api/account/my-profile/set-two-factor-enabled': { request: { query: { enabled: false }, body: '$samePasswordOnly' } },
  // A return is of the customer's own orders, which a warehouse user does not see.
  'POST /mgmt/api/app/return-order/submit-return-form': { request: { body: '$returnForm' }, except: OWN },
  'GET /mgmt/api/app/customer-account/mail-notifications': {},
  'PUT /mgmt/api/app/customer-account/mail-notifications': { request: { body: { orderConfirmation: ['inkoop@example.nl'], invoiceNotice: [] } } },
  'GET /mgmt/api/app/customer-account/open-cart-reminder': {},
  'PATCH /mgmt/api/app/customer-account/open-cart-reminder': { request: { query: { receiveCartReminder: true } } },
  'POST /mgmt/api/app/customer-account/new-employee-account': { request: { body: '$newEmployee' } },
  // A fresh member of customer 100001 for every call: another customer's main user does not find him.
  'DELETE /mgmt/api/app/customer-account/:id/employee-account': {
    request: { params: { id: '$employee' } },
    ok: 204,
    except: OWN,
  },
  // Purchasing control. Limits: the main user's, about his own team (another customer's member is a 404).
  'GET /mgmt/api/app/order-limits': {},
  'PUT /mgmt/api/app/order-limits/:userId': { request: { params: { userId: 'u-100001-employee' }, body: { perOrder: null, perMonth: null, approverIds: [] } }, except: OWN },
  'GET /mgmt/api/app/order-limits/changes': {},
  'GET /mgmt/api/app/order-limits/settings': {},
  'PUT /mgmt/api/app/order-limits/settings': { request: { body: { decideWithinDays: 5 } } },
  'GET /mgmt/api/app/purchase-requests/check': { request: { query: { basketId: '$basket' } }, except: OWN },
  // The matrix's callers have no limits, so their order needs no approval: 409 (test/mgmt/purchasing.test.ts sends real requests).
  'POST /mgmt/api/app/purchase-requests': { request: { body: '$placeOrder' }, ok: 409, except: OWN },
  'GET /mgmt/api/app/purchase-requests/count': {},
  'GET /mgmt/api/app/purchase-requests/to-decide': {},
  'GET /mgmt/api/app/purchase-requests/mine': {},
  // A fresh pending request of 100001's employee for every call: he and the main user (its approver) see it, the warehouse user does not.
  'GET /mgmt/api/app/purchase-requests/:id': { request: { params: { id: '$purchaseRequest' } }, except: { other: 404, warehouse: 404 } },
  // Only its requester withdraws it.
  'POST /mgmt/api/app/purchase-requests/:id/withdraw': { request: { params: { id: '$purchaseRequest' } }, except: { other: 404, warehouse: 404, main: 403 } },
  // Nobody decides his own request. The matrix cannot know today's basket revision, so the main
  // user's approval with a made-up one is refused as changed (409); the purchasing test approves.
  'POST /mgmt/api/app/purchase-requests/:id/approve': { request: { params: { id: '$purchaseRequest' }, body: { basketRevision: 'matrix-revision' } }, ok: 409, except: { other: 404, employee: 403 } },
  'POST /mgmt/api/app/purchase-requests/:id/reject': { request: { params: { id: '$purchaseRequest' }, body: { reason: 'Matrix' } }, except: { other: 404, employee: 403 } },
  // Cost centres: the main user's (another customer's cost centre is a 404); every member reads his own.
  'GET /mgmt/api/app/cost-centres': {},
  'GET /mgmt/api/app/cost-centres/mine': {},
  'POST /mgmt/api/app/cost-centres': { request: { body: '$newCostCentre' } },
  'PUT /mgmt/api/app/cost-centres/:id': { request: { params: { id: '$costCentre' }, body: '$newCostCentre' }, except: OWN },
  'DELETE /mgmt/api/app/cost-centres/:id': { request: { params: { id: '$costCentre' } }, ok: 204, except: OWN },
  'GET /mgmt/api/app/spend': {},
  'GET /mgmt/api/app/spend/excel': {},
  // Registration is for visitors without an account; its handling is for administrators.
  'POST /mgmt/api/app/customer-account/request-new-account': { request: { body: '$registration' }, ok: 202 },
  'GET /mgmt/api/app/customer-account/registration-requests': { request: { query: { Status: 'pending', MaxResultCount: 5 } } },
  'GET /mgmt/api/app/back-office/customers': { request: { query: { Filter: '100001', MaxResultCount: 5 } } },
  'GET /mgmt/api/app/back-office/customers/:number': { request: { params: { number: '100001' } } },
  'POST /mgmt/api/app/back-office/users/:id/block': { request: { params: { id: '$employee' }, body: { reason: 'Matrix' } } },
  // A user who is not blocked, invited or using two-factor sign-in: the action does not apply.
  'POST /mgmt/api/app/back-office/users/:id/unblock': { request: { params: { id: '$employee' }, body: {} }, ok: 409 },
  'POST /mgmt/api/app/back-office/users/:id/resend-invitation': { request: { params: { id: '$employee' } }, ok: 409 },
  'POST /mgmt/api/app/back-office/users/:id/reset-two-factor': { request: { params: { id: '$employee' }, body: { reason: 'Matrix' } }, ok: 409 },
  'GET /mgmt/api/app/customer-account/registration-requests/:id': { request: { params: { id: '$registrationRequest' } } },
  'POST /mgmt/api/app/customer-account/registration-requests/:id/approve': { request: { params: { id: '$registrationRequest' } } },
  'POST /mgmt/api/app/customer-account/registration-requests/:id/reject': { request: { params: { id: '$registrationRequest' }, body: { reason: 'Matrix' } } },
  // The news is public (as a CMS's public blog is), and so are its cover images.
  'GET /mgmt/api/cms-kit-public/blog-posts/:blogSlug': { request: { params: { blogSlug: 'nieuws' }, query: { MaxResultCount: 3 } } },
  'GET /mgmt/api/cms-kit-public/blog-posts/:blogSlug/:blogPostSlug': { request: { params: { blogSlug: 'nieuws', blogPostSlug: 'warmtepomp-subsidie-2027' } } },
  'GET /mgmt/api/cms-kit-public/blog-posts/authors': {},
  'GET /mgmt/api/cms-kit-public/blog-posts/authors/:id': { request: { params: { id: 'author-1' } } },
  'GET /mgmt/api/cms-kit/media/:id': { request: { params: { id: 'cover-warmtepomp-subsidie-2027' } } },
  // Writing the news: administrators only. The change puts the seed's first post back as it was.
  'GET /mgmt/api/cms-kit-admin/blogs/blog-posts': { request: { query: { State: 'published', MaxResultCount: 3 } } },
  'GET /mgmt/api/cms-kit-admin/blogs/blog-posts/:id': { request: { params: { id: 'post-1' } } },
  'POST /mgmt/api/cms-kit-admin/blogs/blog-posts': { request: { body: '$newBlogPost' } },
  'PUT /mgmt/api/cms-kit-admin/blogs/blog-posts/:id': { request: { params: { id: 'post-1' }, body: SEEDED_FIRST_POST } },
  // An image needs its own content type, which the matrix does not send (test/mgmt/blog-admin.test.ts sends real ones).
  'POST /mgmt/api/cms-kit-admin/media/blogpost': { request: { body: {} }, ok: 415 },

  // Punch-out: a procurement system punches in with its own login (no token); the shop's
  // punch-out mode is for a buyer it signed in; the accounts are for administrators.
  'GET /mgmt/api/app/punchout/oci': { request: { query: { USERNAME: '$punchoutUser', PASSWORD: '$punchoutSecret', HOOK_URL: 'http://127.0.0.1:9999/hook', '~TARGET': '_top' } }, ok: 303 },
  'POST /mgmt/api/app/punchout/oci': { request: { body: { USERNAME: '$punchoutUser', PASSWORD: '$punchoutSecret', HOOK_URL: 'http://127.0.0.1:9999/hook' } }, ok: 303 },
  // A cXML document needs its XML content type, which the matrix does not send (test/mgmt/punchout.test.ts does).
  'POST /mgmt/api/app/punchout/cxml': { request: { body: '$cxmlSetup' }, ok: 415 },
  'POST /mgmt/api/app/punchout/is-enabled': {},
  'GET /mgmt/api/app/punchout/url': {},
  'GET /mgmt/api/app/punchout/transferred-baskets': {},
  // Only a buyer in a punch-out session may push; nobody the matrix signs in is one.
  'POST /mgmt/api/app/punchout/push-basket/:basketId': { request: { params: { basketId: '$basket' } } },
  'GET /mgmt/api/app/punchout-accounts': { request: { query: { CustomerNumber: '100001' } } },
  'POST /mgmt/api/app/punchout-accounts': { request: { body: '$newPunchoutAccount' } },
  'PUT /mgmt/api/app/punchout-accounts/:id': { request: { params: { id: '$punchoutAccount' }, body: { allowedHosts: ['inkoop.example.nl'] } } },
  'POST /mgmt/api/app/punchout-accounts/:id/rotate-secret': { request: { params: { id: '$punchoutAccount' } } },
  'GET /mgmt/api/app/punchout-accounts/:id/activity': { request: { params: { id: '$punchoutAccount' } } },
  'DELETE /mgmt/api/app/punchout-accounts/:id': { request: { params: { id: '$punchoutAccount' } }, ok: 204 },
  'POST /mgmt/api/ecommerce/customerbaskets/addLinesToBasket': { request: { body: { basketId: '$basket', lines: [{ code: '$article', quantity: '1' }] } }, except: OWN },
  // A file needs its own content type (text/csv or .xlsx), which the matrix does not send; the
  // type is checked before the caller's customer (test/mgmt/quick-order.test.ts sends real files).
  'POST /mgmt/api/ecommerce/customerbaskets/quickOrderFile': {
    request: { body: '$quickOrderCsv' },
    except: { other: 415, warehouse: 415, employee: 415, main: 415, admin: 415 },
  },

  // ---------------------------------------------------------------- the process itself
  'GET /health': {},
  'GET /ready': {},

  // ---------------------------------------------------------------- ERP
  'GET /erp/openapi.json': {},
  'GET /erp/api/app/order/order-overview': { request: { query: { MaxResultCount: 5 } } },
  'GET /erp/api/app/order': { request: { query: { OrderNo: '$erpOrder' } }, except: OWN },
  'POST /erp/api/app/invoice/invoice-overview': { request: { body: { MaxResultCount: 5 } } },
  'GET /erp/api/app/invoice': { request: { query: { InvoiceType: '$invoiceType', InvoiceNo: '$invoiceNo' } }, except: OWN },
  'POST /erp/api/app/order/reorder': { request: { body: { OrderNo: '$erpOrder', NewBasketName: '$newBasketName' } }, except: OWN },
  'GET /erp/api/app/order/purchase-history': { request: { query: { ItemNos: '$article' } } },
  'GET /erp/api/app/invoice/pdf': { request: { query: { InvoiceType: '$invoiceType', InvoiceNo: '$invoiceNo' } }, except: OWN },
};

const release = '/release/api';
Object.assign(AUTHORIZATION_MATRIX, {
  'GET /release/openapi.json': {},
  // What runs where, the audit trail and a rollback take the matrix's administrator's own sign-in
  // too (he has the operator right; test/release/operator-session.test.ts has one without it).
  [`GET ${release}/releases`]: { except: { admin: 200 } },
  [`GET ${release}/releases/audit`]: { except: { admin: 200 } },
  [`GET ${release}/releases/:app`]: { request: { params: { app: 'catalog' } } },
  [`POST ${release}/releases/:app/versions`]: { request: { params: { app: 'catalog' } } },
  [`POST ${release}/releases/:app/archive`]: { request: { params: { app: 'catalog' } } },
  [`POST ${release}/releases/:app/switch`]: { request: { params: { app: 'catalog' }, body: { version: '0.1.0-x' } } },
  // The administrator is let through; the test app has no earlier catalog to go back to.
  [`POST ${release}/releases/:app/rollback`]: { request: { params: { app: 'catalog' }, body: {} }, except: { admin: 409 } },
  [`GET ${release}/release-tokens`]: {},
  [`POST ${release}/release-tokens`]: { request: { body: { name: 'matrix', scope: 'catalog' } } },
  [`DELETE ${release}/release-tokens/:name`]: { request: { params: { name: 'matrix' } } },
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
  '/idp/confirm-email': 'the provider\'s page that confirms a changed e-mail address, opened with a one-time link (test/mgmt/account-settings.test.ts)',
};
