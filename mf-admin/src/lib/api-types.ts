// mf-admin's names for the management API's shapes, taken from the types generated from the api's
// OpenAPI document (shared's MgmtPaths), so the screens cannot drift from it.
import type { MgmtPaths } from '@kraanvogel/shared';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type RegistrationPage = Json<MgmtPaths['/api/app/customer-account/registration-requests']['get']['responses'][200]>;
export type RegistrationRequest = RegistrationPage['items'][number];
export type RegistrationStatus = RegistrationRequest['status'];
export type RegistrationDetail = Json<MgmtPaths['/api/app/customer-account/registration-requests/{id}']['get']['responses'][200]>;
export type RegistrationChecks = RegistrationDetail['checks'];

export type CustomerPage = Json<MgmtPaths['/api/app/back-office/customers']['get']['responses'][200]>;
export type CustomerSummary = CustomerPage['items'][number];
export type AdminCustomer = Json<MgmtPaths['/api/app/back-office/customers/{number}']['get']['responses'][200]>;
export type AdminCustomerUser = AdminCustomer['users'][number];

export type OrderStatePage = Json<MgmtPaths['/api/ecommerce/order-states']['get']['responses'][200]>;
export type OrderState = OrderStatePage['items'][number];

export type DiscountPage = Json<MgmtPaths['/api/app/discounts']['get']['responses'][200]>;
export type Discount = DiscountPage['items'][number];
export type DiscountInput = Json<MgmtPaths['/api/app/discounts']['post']['requestBody']>;
export type DiscountImport = Json<MgmtPaths['/api/app/discounts/import']['post']['responses'][200]>;
export type DiscountImportRow = DiscountImport['rows'][number];

export type BlogPostPage = Json<MgmtPaths['/api/cms-kit-admin/blogs/blog-posts']['get']['responses'][200]>;
export type AdminBlogPost = BlogPostPage['items'][number];
export type BlogPostInput = Json<MgmtPaths['/api/cms-kit-admin/blogs/blog-posts']['post']['requestBody']>;
export type UploadedMedium = Json<MgmtPaths['/api/cms-kit-admin/media/blogpost']['post']['responses'][200]>;
