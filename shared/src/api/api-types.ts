// Names for the API's request and response shapes, all taken from the types generated from the
// api's OpenAPI documents (./generated), so the shop and the server cannot drift apart.
import type { components as ErpComponents, paths as ErpPaths } from './generated/erp';
import type { components as MgmtComponents, paths as MgmtPaths } from './generated/mgmt';
import type { components as PimComponents, paths as PimPaths } from './generated/pim';

export type { ErpComponents, ErpPaths, MgmtComponents, MgmtPaths, PimComponents, PimPaths };

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type ApiErrorResponse = PimComponents['schemas']['ErrorResponse'];

export type ApiNavigationNode = PimComponents['schemas']['NavigationNode'];
export type ApiBreadcrumb = PimComponents['schemas']['Breadcrumb'];
export type ApiCategory = PimComponents['schemas']['Category'];
export type ApiCategorySummary = PimComponents['schemas']['CategorySummary'];
export type ApiArticle = PimComponents['schemas']['Article'];
export type ApiArticlePage = Json<PimPaths['/api/app/article']['get']['responses'][200]>;
export type ApiArticleListQuery = NonNullable<PimPaths['/api/app/article']['get']['parameters']['query']>;
export type ApiAttachment = PimComponents['schemas']['Attachment'];
export type ApiEtimData = PimComponents['schemas']['EtimData'];
export type ApiRelatedArticle = PimComponents['schemas']['RelatedArticle'];
export type ApiAvailability = PimComponents['schemas']['Availability'];
export type ApiArticleDiscount = PimComponents['schemas']['ArticleDiscount'];
export type ApiArticleDiscountQuery = PimPaths['/api/app/article/discount']['get']['parameters']['query'];

export type ApiBasket = MgmtComponents['schemas']['Basket'];
export type ApiBasketItem = MgmtComponents['schemas']['BasketItem'];
export type ApiRealtimeBasket = MgmtComponents['schemas']['RealtimeBasket'];
export type ApiBasketSummary = MgmtComponents['schemas']['BasketSummary'];
export type ApiCreateBasketInput = Json<NonNullable<MgmtPaths['/api/ecommerce/customerbaskets/createBasket']['post']['requestBody']>>;
export type ApiAddToBasketInput = Json<NonNullable<MgmtPaths['/api/ecommerce/customerbaskets/addToBasket']['post']['requestBody']>>;
export type ApiRemoveFromBasketInput = Json<NonNullable<MgmtPaths['/api/ecommerce/customerbaskets/removeFromBasket']['post']['requestBody']>>;
export type ApiCopyBasketContentsInput = Json<NonNullable<MgmtPaths['/api/ecommerce/customerbaskets/copyBasketContents']['post']['requestBody']>>;
export type ApiRealtimeBasketItem = MgmtComponents['schemas']['RealtimeBasketItem'];
export type ApiCustomerOrder = MgmtComponents['schemas']['CustomerOrder'];
export type ApiCustomerOrderLine = MgmtComponents['schemas']['CustomerOrderLine'];
export type ApiDeliveryAddress = MgmtComponents['schemas']['DeliveryAddress'];
export type ApiCreateCustomerOrderInput = Json<NonNullable<MgmtPaths['/api/ecommerce/customerorders']['post']['requestBody']>>;
export type ApiOrganizationAddress = MgmtComponents['schemas']['OrganizationAddress'];
export type ApiMyDiscount = MgmtComponents['schemas']['MyDiscount'];
export type ApiProfile = MgmtComponents['schemas']['Profile'];
export type ApiEmployee = MgmtComponents['schemas']['Employee'];
export type ApiDiscountListQuery = NonNullable<MgmtPaths['/api/app/discounts']['get']['parameters']['query']>;
export type ApiDiscountPage = Json<MgmtPaths['/api/app/discounts']['get']['responses'][200]>;
export type ApiAddLinesInput = Json<NonNullable<MgmtPaths['/api/ecommerce/customerbaskets/addLinesToBasket']['post']['requestBody']>>;
export type ApiAddLinesResult = MgmtComponents['schemas']['AddLinesResult'];
export type ApiQuickOrderLineResult = ApiAddLinesResult['lines'][number];
export type ApiQuickOrderFileLines = MgmtComponents['schemas']['QuickOrderFileLines'];
export type ApiPunchoutMode = MgmtComponents['schemas']['PunchoutMode'];
export type ApiPunchoutUrl = MgmtComponents['schemas']['PunchoutUrl'];
export type ApiPunchoutReturn = MgmtComponents['schemas']['PunchoutReturn'];

export type ApiOrderSummary = ErpComponents['schemas']['OrderSummary'];
export type ApiOrder = ErpComponents['schemas']['Order'];
export type ApiInvoiceSummary = ErpComponents['schemas']['InvoiceSummary'];
export type ApiInvoice = ErpComponents['schemas']['Invoice'];
export type ApiOrderOverviewQuery = NonNullable<ErpPaths['/api/app/order/order-overview']['get']['parameters']['query']>;
export type ApiInvoiceOverviewInput = Json<NonNullable<ErpPaths['/api/app/invoice/invoice-overview']['post']['requestBody']>>;
export type ApiOrderPage = Json<ErpPaths['/api/app/order/order-overview']['get']['responses'][200]>;
export type ApiReorderInput = Json<NonNullable<ErpPaths['/api/app/order/reorder']['post']['requestBody']>>;
export type ApiReorderResult = ErpComponents['schemas']['ReorderResult'];
export type ApiInvoicePdf = Json<ErpPaths['/api/app/invoice/pdf']['get']['responses'][200]>;
export type ApiInvoicePage = Json<ErpPaths['/api/app/invoice/invoice-overview']['post']['responses'][200]>;
