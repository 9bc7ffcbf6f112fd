// Whether the user can ever decide purchase requests: the boot asks it (the count beside 'Goed te
// keuren'), so it lives apart from the menu's items, which load with the menu.
import { isWarehouseOnly, parseRoles } from '@kraanvogel/shared';

/** Warehouse-only users never decide purchase requests. */
export const mayDecide = (role: unknown, productKey?: string) => !isWarehouseOnly(parseRoles(role), productKey);
