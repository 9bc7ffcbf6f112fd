// The management API calls of this release (SPEC §7): customer baskets (basketType 1 = order
// list), discounts (my-discounts; the administrators' list) and my-profile.
import { apiCall, requireParameter } from './api-client';
import type {
  ApiAddToBasketInput,
  ApiBasket,
  ApiBasketSummary,
  ApiCopyBasketContentsInput,
  ApiCreateBasketInput,
  ApiDiscountListQuery,
  ApiDiscountPage,
  ApiEmployee,
  ApiMyDiscount,
  ApiProfile,
  ApiRealtimeBasket,
  ApiRemoveFromBasketInput,
} from './api-types';

const B = '/api/ecommerce/customerbaskets';
type Id = number | null | undefined;

export const mgmtClient = {
  /** Carts (basketType omitted) or order lists (1). The answer is a list. */
  getBaskets: async (basketType?: 0 | 1, signal?: AbortSignal) =>
    apiCall<ApiBasket[]>('mgmt', 'GET', B, { query: basketType === 1 ? { basketType: 1 } : {}, signal }),
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

  /** The customer's own discounts. The answer is a list. */
  getMyDiscounts: async (signal?: AbortSignal) => apiCall<ApiMyDiscount[]>('mgmt', 'GET', '/api/app/discounts/my-discounts', { signal }),
  /** All customers' discounts, filtered and paged (administrators only; others get 403). */
  getDiscounts: async (query: ApiDiscountListQuery = {}, signal?: AbortSignal) => apiCall<ApiDiscountPage>('mgmt', 'GET', '/api/app/discounts', { query, signal }),
  /** The organisation's users (main user only; others get 403). */
  getEmployees: async (signal?: AbortSignal) => apiCall<{ items: ApiEmployee[] }>('mgmt', 'GET', '/api/app/customer-account/employees', { signal }),
  getMyProfile: async (signal?: AbortSignal) => apiCall<ApiProfile>('mgmt', 'GET', '/api/account/my-profile', { signal }),
};
