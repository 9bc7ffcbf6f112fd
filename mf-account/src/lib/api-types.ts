// mf-account's names for the management API's shapes, taken from the types generated from the
// api's OpenAPI document (shared's MgmtPaths/MgmtComponents), so the screens cannot drift from it.
import type { MgmtComponents, MgmtPaths } from '@kraanvogel/shared';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type Profile = MgmtComponents['schemas']['Profile'];
export type UpdateProfileInput = Json<MgmtPaths['/api/account/my-profile']['put']['requestBody']>;
export type ChangePasswordInput = Json<MgmtPaths['/api/account/my-profile/change-password']['post']['requestBody']>;
export type SetTwoFactorBody = Json<MgmtPaths['/api/account/my-profile/set-two-factor-enabled']['post']['requestBody']>;
export type SetTwoFactorResult = Json<MgmtPaths['/api/account/my-profile/set-two-factor-enabled']['post']['responses'][200]>;

export type OrganizationUnit = MgmtComponents['schemas']['OrganizationUnit'];
export type OrganizationAddress = MgmtComponents['schemas']['OrganizationAddress'];
export type UpdateUnitInput = Json<MgmtPaths['/api/app/app-organization-unit/app-organization-unit']['put']['requestBody']>;
export type UpdateBasicInfoInput = Json<MgmtPaths['/api/app/app-organization-unit/app-organization-unit-address-basic-info']['put']['requestBody']>;
export type UpdateAddressInput = Json<MgmtPaths['/api/app/app-organization-unit/app-organization-unit-address']['put']['requestBody']>;

export type Employee = MgmtComponents['schemas']['Employee'];
export type MailNotifications = MgmtComponents['schemas']['MailNotifications'];
export type MemberLimits = MgmtComponents['schemas']['MemberLimits'];
export type CostCentre = MgmtComponents['schemas']['CostCentre'];
export type Spend = MgmtComponents['schemas']['Spend'];
export type SpendRow = MgmtComponents['schemas']['SpendRow'];
export type CostCentreInput = Json<MgmtPaths['/api/app/cost-centres']['post']['requestBody']>;
export type LimitChange = MgmtComponents['schemas']['LimitChange'];
export type SetLimitsInput = Json<MgmtPaths['/api/app/order-limits/{userId}']['put']['requestBody']>;
export type PurchaseRequestSummary = MgmtComponents['schemas']['PurchaseRequestSummary'];
export type PurchaseRequestDetail = MgmtComponents['schemas']['PurchaseRequestDetail'];
export type PurchaseRequestLine = MgmtComponents['schemas']['PurchaseRequestLine'];
export type NewEmployeeInput = Json<MgmtPaths['/api/app/customer-account/new-employee-account']['post']['requestBody']>;

export type ReturnFormInput = Json<MgmtPaths['/api/app/return-order/submit-return-form']['post']['requestBody']>;
export type ReturnFormResult = Json<MgmtPaths['/api/app/return-order/submit-return-form']['post']['responses'][200]>;
export type ReturnReason = ReturnFormInput['returnOrderLineDtos'][number]['reasonOfReturn'];
export type Country = ReturnFormInput['country'];
