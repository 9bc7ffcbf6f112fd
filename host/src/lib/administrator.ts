// An administrator of the shop (the role `{product}_Admin`): the only user for whom the host
// loads the back office (mf-admin, /beheer) and shows 'Beheer' in the user menu.
import { parseRoles, roleNames } from '@kraanvogel/shared';

/** @param role the identity's role value: a string or a list (or already parsed roles). */
export function isAdministrator(role: unknown, productKey?: string): boolean {
  return parseRoles(role).includes(roleNames(productKey).admin);
}
