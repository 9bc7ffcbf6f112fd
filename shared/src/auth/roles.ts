// Roles come from the identity's `role` claim: a string or a list. The product key
// ('{product}') is configurable; it defaults to the one the demo identity provider issues.
export const DEFAULT_PRODUCT_KEY = 'kraanvogel';

export function parseRoles(role: unknown): string[] {
  if (typeof role === 'string') return role ? [role] : [];
  if (Array.isArray(role)) return role.filter((r): r is string => typeof r === 'string' && r.length > 0);
  return [];
}

export const roleNames = (productKey = DEFAULT_PRODUCT_KEY) => ({
  mainUser: `${productKey}klant_Hoofdgebruiker`,
  warehouse: `${productKey}klant_Magazijn`,
  /** The shop's own staff: the back office (/beheer), no customer. */
  admin: `${productKey}_Admin`,
});

export function isMainUser(roles: readonly string[], productKey?: string): boolean {
  return roles.includes(roleNames(productKey).mainUser);
}

/** A user whose only role is warehouse: no orders, no invoices. */
export function isWarehouseOnly(roles: readonly string[], productKey?: string): boolean {
  const { warehouse } = roleNames(productKey);
  return roles.length > 0 && roles.every((r) => r === warehouse);
}
