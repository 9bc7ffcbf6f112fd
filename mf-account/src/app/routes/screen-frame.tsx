// The page frame every account screen shares: title and breadcrumbs from the path, and the
// 'Geen toegang' page for what a role may not use (the api refuses those calls too).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from '@kraanvogel/shared';
import { NoAccess } from '@/features/overview/components/no-access';
import { useAccountAccess } from '@/lib/roles';
import { texts } from '@/texts';
import { accountCrumbs } from './account-crumbs';

export function Frame({ children, title }: { children: ReactNode; title?: string }) {
  const { pathname } = useLocation();
  const crumbs = accountCrumbs(pathname.replace(/\/+$/, ''));
  if (title) crumbs[crumbs.length - 1] = { ...crumbs.at(-1)!, label: title };
  return (
    <PageFrame title={crumbs.at(-1)!.label} breadcrumbs={crumbs}>
      {children}
    </PageFrame>
  );
}

export function OrdersAndInvoicesOnly({ children }: { children: ReactNode }) {
  const access = useAccountAccess();
  return access.ordersAndInvoices ? <>{children}</> : <NoAccess />;
}

/** The organization and the team are the main user's; others get 'Geen toegang'. */
export function MainUserOnly({ children }: { children: ReactNode }) {
  const access = useAccountAccess();
  return access.organization ? <>{children}</> : <NoAccess text={texts.noAccess.organization} />;
}
