// The user menu, in SPEC order, filtered by role: only a main user sees
// 'Mijn organisatie'; a user whose only role is warehouse sees no 'Mijn orders' or
// 'Mijn facturen'; only an administrator sees 'Beheer' (the back office); everyone else sees the
// other items. 'Goed te keuren' (purchase requests to decide) shows for a main user, and for
// another approver while something waits for him.
import { isMainUser, isWarehouseOnly, parseRoles } from '@kraanvogel/shared';
import { isAdministrator } from '@/lib/administrator';
import { texts } from '@/texts';

export interface UserMenuItem {
  key: string;
  label: string;
  to: string;
  /** A count beside the label (requests to decide). */
  count?: number;
}

const ALL: readonly UserMenuItem[] = [
  { key: 'orders', label: texts.userMenu.mijnOrders, to: '/mijnaccount/mijnorders' },
  { key: 'facturen', label: texts.userMenu.mijnFacturen, to: '/mijnaccount/mijnfacturen' },
  { key: 'winkelwagens', label: texts.userMenu.mijnWinkelwagens, to: '/mijnaccount/mijnwinkelwagens' },
  { key: 'bestellijsten', label: texts.userMenu.mijnBestellijsten, to: '/mijnaccount/mijnbestellijsten' },
  { key: 'assortiment', label: texts.userMenu.mijnAssortiment, to: '/mijnaccount/mijnassortiment' },
  { key: 'inloggegevens', label: texts.userMenu.mijnInloggegevens, to: '/mijnaccount/mijninloggegevens' },
  { key: 'organisatie', label: texts.userMenu.mijnOrganisatie, to: '/mijnaccount/mijnorganisatie' },
  { key: 'goedtekeuren', label: texts.userMenu.goedTeKeuren, to: '/mijnaccount/goedtekeuren' },
  { key: 'retour', label: texts.userMenu.retouraanvraag, to: '/mijnaccount/retouraanvraag' },
  { key: 'beheer', label: texts.userMenu.beheer, to: '/beheer' },
  { key: 'uitloggen', label: texts.userMenu.uitloggen, to: '/logout' },
];

/** @param role the identity's role value: a string or a list (or already parsed roles). */
/** @param toDecide the purchase requests the user may decide now. */
export function userMenuItems(role: unknown, productKey?: string, toDecide = 0): UserMenuItem[] {
  const roles = parseRoles(role);
  const main = isMainUser(roles, productKey);
  const warehouseOnly = isWarehouseOnly(roles, productKey);
  const admin = isAdministrator(roles, productKey);
  return ALL.filter((item) => {
    if (item.key === 'beheer') return admin;
    if (item.key === 'organisatie') return main;
    if (item.key === 'goedtekeuren') return !warehouseOnly && (main || toDecide > 0);
    if (item.key === 'orders' || item.key === 'facturen') return !warehouseOnly;
    return true;
  }).map((item) => (item.key === 'goedtekeuren' && toDecide > 0 ? { ...item, count: toDecide } : item));
}
