// The management API calls of this release: customer baskets (basketType 1 = order list),
// customer orders, the organisation's main address, discounts (my-discounts; the
// administrators' list) and my-profile.
import { apiCall, requireParameter } from './api-client';
import { BASKET_TYPE } from '../basket/basket-types';
import type {
  ApiAddLinesInput,
  ApiAddLinesResult,
  ApiPunchoutMode,
  ApiPunchoutReturn,
  ApiPunchoutUrl,
  ApiQuickOrderFileLines,
  ApiAddToBasketInput,
  ApiBasket,
  ApiBasketSummary,
  ApiCopyBasketContentsInput,
  ApiCreateBasketInput,
  ApiCreateCustomerOrderInput,
  ApiCustomerOrder,
  ApiDiscountListQuery,
  ApiDiscountPage,
  ApiEmployee,
  ApiMyDiscount,
  ApiOrganizationAddress,
  ApiProfile,
  ApiRealtimeBasket,
  ApiRemoveFromBasketInput,
} from './api-types';

const B = '/api/ecommerce/customerbaskets';
type Id = number | null | undefined;

export const mgmtClient = {
  /** Carts (basketType omitted) or order lists (1). The answer is a list. */
  getBaskets: async (basketType?: 0 | 1, signal?: AbortSignal) =>
    apiCall<ApiBasket[]>('mgmt', 'GET', B, { query: basketType === BASKET_TYPE.bestellijst ? { basketType: BASKET_TYPE.bestellijst } : {}, signal }),
  /** The basket with basketId, or the default cart. A status other than 200 is a failure. */
  getBasketOrDefault: async (basketId?: number | null, signal?: AbortSignal) =>
    apiCall<ApiBasket>('mgmt', 'GET', `${B}/default`, { query: { basketId }, signal, expectStatus: 200 }),
  /** Success is status 200. */
  createBasket: async (input: ApiCreateBasketInput | null | undefined) =>
    apiCall<ApiBasket>('mgmt', 'POST', `${B}/createBasket`, { body: requireParameter(input, 'input', 'createBasket'), expectStatus: 200 }),
  addToBasket: async (input: ApiAddToBasketInput | null | undefined) => {
    const body = requireParameter(input, 'input', 'addToBasket');
    requireParameter(body.basketId, 'basketId', 'addToBasket');
    return apiCall<ApiBasket>('mgmt', 'POST', `${B}/addToBasket`, { body });
  },
  removeFromBasket: async (input: ApiRemoveFromBasketInput | null | undefined) => {
    const body = requireParameter(input, 'input', 'removeFromBasket');
    requireParameter(body.basketId, 'basketId', 'removeFromBasket');
    return apiCall<ApiBasket>('mgmt', 'POST', `${B}/removeFromBasket`, { body });
  },
  copyBasketContents: async (input: ApiCopyBasketContentsInput | null | undefined) =>
    apiCall<ApiBasket>('mgmt', 'POST', `${B}/copyBasketContents`, { body: requireParameter(input, 'input', 'copyBasketContents') }),
  removeBasket: async (basketId: Id) =>
    apiCall<void>('mgmt', 'POST', `${B}/removeBasket`, { query: { basketId: requireParameter(basketId, 'basketId', 'removeBasket') }, responseType: 'none' }),
  getBasketSummary: async (basketId: Id, signal?: AbortSignal) =>
    apiCall<ApiBasketSummary>('mgmt', 'GET', `${B}/getSummary`, { query: { basketId: requireParameter(basketId, 'basketId', 'getBasketSummary') }, signal }),
  getBasketWithRealtimeData: async (basketId: Id, signal?: AbortSignal) =>
    apiCall<ApiRealtimeBasket>('mgmt', 'GET', `${B}/basketWithRealtimeData`, {
      query: { basketId: requireParameter(basketId, 'basketId', 'getBasketWithRealtimeData') },
      signal,
    }),
  /** The basket as an .xlsx file. */
  exportBasketToExcel: async (basketId: Id, signal?: AbortSignal) =>
    apiCall<Blob>('mgmt', 'GET', `${B}/excelExport`, { query: { basketId: requireParameter(basketId, 'basketId', 'exportBasketToExcel') }, signal, responseType: 'blob' }),

  /**
   * Places an order from a cart. Send one idempotencyKey per checkout (again on a retry: the
   * answer is then the same order) and the revision of the reviewed basketWithRealtimeData;
   * 409 when the cart changed since.
   */
  placeOrder: async (input: ApiCreateCustomerOrderInput | null | undefined) => {
    const body = requireParameter(input, 'input', 'placeOrder');
    requireParameter(body.basketId, 'basketId', 'placeOrder');
    return apiCall<ApiCustomerOrder>('mgmt', 'POST', '/api/ecommerce/customerorders', { body });
  },
  getOrder: async (orderId: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiCustomerOrder>('mgmt', 'GET', '/api/ecommerce/customerorders', { query: { OrderId: requireParameter(orderId, 'OrderId', 'getOrder') }, signal }),
  /** The main address of the user's organisation. */
  getMainAddress: async (signal?: AbortSignal) =>
    apiCall<ApiOrganizationAddress>('mgmt', 'GET', '/api/app/app-organization-unit/app-organization-main-address-for-user', { signal }),

  /** The customer's own discounts. The answer is a list. */
  getMyDiscounts: async (signal?: AbortSignal) => apiCall<ApiMyDiscount[]>('mgmt', 'GET', '/api/app/discounts/my-discounts', { signal }),
  /** All customers' discounts, filtered and paged (administrators only; others get 403). */
  getDiscounts: async (query: ApiDiscountListQuery = {}, signal?: AbortSignal) => apiCall<ApiDiscountPage>('mgmt', 'GET', '/api/app/discounts', { query, signal }),
  /** The organisation's users (main user only; others get 403). */
  getEmployees: async (signal?: AbortSignal) => apiCall<{ items: ApiEmployee[] }>('mgmt', 'GET', '/api/app/customer-account/employees', { signal }),
  getMyProfile: async (signal?: AbortSignal) => apiCall<ApiProfile>('mgmt', 'GET', '/api/account/my-profile', { signal }),

  /**
   * Quick order: checks every line at once and adds the good ones to the basket in one request
   * (with dryRun only checks). Each line comes back with its problem and a suggested quantity.
   */
  addLinesToBasket: async (input: ApiAddLinesInput | null | undefined) => {
    const body = requireParameter(input, 'input', 'addLinesToBasket');
    requireParameter(body.basketId, 'basketId', 'addLinesToBasket');
    return apiCall<ApiAddLinesResult>('mgmt', 'POST', `${B}/addLinesToBasket`, { body });
  },
  /** The code and quantity columns of a .csv or .xlsx file, as lines to check. */
  readQuickOrderFile: async (file: Blob | null | undefined, type: string) =>
    apiCall<ApiQuickOrderFileLines>('mgmt', 'POST', `${B}/quickOrderFile`, { file: { data: requireParameter(file, 'file', 'readQuickOrderFile'), type } }),

  /** Whether the signed-in buyer came from a procurement system (punch-out), and its protocol. */
  isPunchoutEnabled: async (signal?: AbortSignal) => apiCall<ApiPunchoutMode>('mgmt', 'POST', '/api/app/punchout/is-enabled', { signal }),
  /** Where the punch-out session's cart goes back to, and the shop's page after. */
  getPunchoutUrl: async (signal?: AbortSignal) => apiCall<ApiPunchoutUrl>('mgmt', 'GET', '/api/app/punchout/url', { signal }),
  /** The form that carries the basket back to the procurement system (the same for a repeated push). */
  pushPunchoutBasket: async (basketId: Id) =>
    apiCall<ApiPunchoutReturn>('mgmt', 'POST', `/api/app/punchout/push-basket/${requireParameter(basketId, 'basketId', 'pushPunchoutBasket')}`),
};
