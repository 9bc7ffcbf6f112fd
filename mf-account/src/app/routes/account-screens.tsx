// The route modules of the account screens (orders, invoices, carts, order lists, login details,
// organisation, team, return request) and the account root: each puts its feature in the page
// frame with title and breadcrumbs from the path, and keeps what a role may not use from it (the
// 'Geen toegang' page; the api refuses those calls too).
import type { ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { BASKET_TYPE, PageFrame, realtimeBasketQueryOptions } from '@kraanvogel/shared';
import { useQuery } from '@tanstack/react-query';
import { BasketList } from '../../features/baskets/components/basket-list';
import { OrderListDetail } from '../../features/baskets/components/order-list-detail';
import { InvoiceDetail } from '../../features/invoices/components/invoice-detail';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { invoiceTypeOf } from '../../features/invoices/lib/invoice-filters';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { OrderList } from '../../features/orders/components/order-list';
import { OrganisationForm } from '../../features/organisation/components/organisation-form';
import { OrganisationOverview } from '../../features/organisation/components/organisation-overview';
import { LoginDetails } from '../../features/profile/components/login-details';
import { ReturnRequest } from '../../features/returns/components/return-request';
import { ReturnThanks } from '../../features/returns/components/return-thanks';
import { MailNotificationsScreenContent } from '../../features/mail-notifications/components/mail-notifications-form';
import { NewMemberForm } from '../../features/team/components/new-member-form';
import { TeamList } from '../../features/team/components/team-list';
import { AccountOverview } from '../../features/overview/components/account-overview';
import { NoAccess } from '../../features/overview/components/no-access';
import { useAccountAccess } from '../../lib/roles';
import { texts } from '../../texts';
import { accountCrumbs } from './account-crumbs';

function Frame({ children, title }: { children: ReactNode; title?: string }) {
  const { pathname } = useLocation();
  const crumbs = accountCrumbs(pathname.replace(/\/+$/, ''));
  if (title) crumbs[crumbs.length - 1] = { ...crumbs.at(-1)!, label: title };
  return (
    <PageFrame title={crumbs.at(-1)!.label} breadcrumbs={crumbs}>
      {children}
    </PageFrame>
  );
}

function OrdersAndInvoicesOnly({ children }: { children: ReactNode }) {
  const access = useAccountAccess();
  return access.ordersAndInvoices ? <>{children}</> : <NoAccess />;
}

/** The organisation and the team are the main user's; others get 'Geen toegang'. */
function MainUserOnly({ children }: { children: ReactNode }) {
  const access = useAccountAccess();
  return access.organisation ? <>{children}</> : <NoAccess text={texts.noAccess.organisation} />;
}

export function OverviewScreen() {
  const access = useAccountAccess();
  return (
    <Frame>
      <AccountOverview access={access} />
    </Frame>
  );
}

export function OrdersScreen() {
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <OrderList />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function OrderScreen() {
  const { level2 = '' } = useParams();
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <OrderDetail orderNo={level2} />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function InvoicesScreen() {
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <InvoiceList />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function InvoiceScreen() {
  const { level2 = '' } = useParams();
  const [params] = useSearchParams();
  const type = invoiceTypeOf(params.get('soort'));
  return (
    <Frame title={`${texts.invoices.typeName[type]} ${level2}`}>
      <OrdersAndInvoicesOnly>
        <InvoiceDetail type={type} invoiceNo={level2} />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function CartsScreen() {
  return (
    <Frame>
      <BasketList basketType={BASKET_TYPE.winkelwagen} />
    </Frame>
  );
}

export function OrderListsScreen() {
  return (
    <Frame>
      <BasketList basketType={BASKET_TYPE.bestellijst} />
    </Frame>
  );
}

/** /mijnbestellijsten/{name}/{id}: the id finds the list; the name segment is for people. */
export function OrderListScreen() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const listId = Number(id);
  const valid = Number.isInteger(listId) && listId > 0;
  const { data } = useQuery({ ...realtimeBasketQueryOptions(listId), enabled: valid });
  const title = texts.pages.bestellijst(data?.name ?? String(id ?? ''));
  // The name segment is no level of its own: the trail goes from the lists straight to this list.
  const crumbs = [...accountCrumbs('/mijnaccount/mijnbestellijsten'), { label: title, url: pathname, level: 3 }];
  return (
    <PageFrame title={title} breadcrumbs={crumbs}>
      {valid ? <OrderListDetail listId={listId} /> : <p>{texts.baskets.detail.notFound}</p>}
    </PageFrame>
  );
}

export function LoginDetailsScreen() {
  return (
    <Frame>
      <LoginDetails />
    </Frame>
  );
}

export function OrganisationScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <OrganisationOverview />
      </MainUserOnly>
    </Frame>
  );
}

export function OrganisationEditScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <OrganisationForm />
      </MainUserOnly>
    </Frame>
  );
}

export function MailNotificationsScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <MailNotificationsScreenContent />
      </MainUserOnly>
    </Frame>
  );
}

export function TeamScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <TeamList />
      </MainUserOnly>
    </Frame>
  );
}

export function NewMemberScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <NewMemberForm />
      </MainUserOnly>
    </Frame>
  );
}

/** A return needs the orders, which a warehouse-only user cannot see (the api refuses him too). */
export function ReturnRequestScreen() {
  const access = useAccountAccess();
  return <Frame>{access.ordersAndInvoices ? <ReturnRequest /> : <NoAccess text={texts.noAccess.returns} />}</Frame>;
}

export function ReturnThanksScreen() {
  return (
    <Frame>
      <ReturnThanks />
    </Frame>
  );
}
