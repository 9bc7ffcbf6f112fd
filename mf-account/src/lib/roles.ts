// What the signed-in user may use in the account area, by the user menu's rules: a user whose
// only role is warehouse has no orders or invoices; only a main user has the organization.
import { getRuntimeConfig, isMainUser, isWarehouseOnly, useAuth } from '@kraanvogel/shared';
import { texts } from '../texts';

export interface AccountAccess {
  ordersAndInvoices: boolean;
  organization: boolean;
}

export function accessOf(roles: readonly string[], productKey = getRuntimeConfig().oidc.productKey): AccountAccess {
  return { ordersAndInvoices: !isWarehouseOnly(roles, productKey), organization: isMainUser(roles, productKey) };
}

export function useAccountAccess(): AccountAccess {
  const roles = useAuth((s) => s.roles);
  return accessOf(roles);
}

/** The Dutch name of a role ('kraanvogelklant_Magazijn' → 'Magazijn'). */
export const roleLabel = (role: string) => texts.roles[role.replace(/^.*klant_/, '')] ?? role;
