// Loaders of the route table (routes.tsx), not of the lazy screens: a list screen's request starts
// while the screen's code is still loading, instead of after it. They do not wait for the answer:
// the screen shows it, or its error, as it would have for its own request — except Mijn orders'
// cost-centre choices: a small request, waited for (beside the screen's code), so that the filter
// is in its place at the first render instead of pushing the list down when it arrives. Only for a
// user who may see the list (the screen's own rule, lib/roles.ts: not for a warehouse-only user).
import type { LoaderFunctionArgs } from 'react-router';
import { authStore, getRuntimeConfig, isWarehouseOnly, queryClientOf } from '@kraanvogel/shared';
import { orderOverviewQueryOptions } from '@/features/orders/api/get-order-overview';
import { costCentreChoicesQueryOptions } from '@/lib/cost-centre-choices';
import { accessOf } from '@/lib/roles';
import { orderOverviewQuery, readOrderFilters } from '@/features/orders/lib/order-filters';
import { invoiceOverviewQueryOptions } from '@/features/invoices/api/get-invoice-overview';
import { invoiceOverviewInput, isRangeInvalid, readInvoiceFilters } from '@/features/invoices/lib/invoice-filters';

const maySeeOrders = () => !isWarehouseOnly(authStore.getState().roles, getRuntimeConfig().oidc.productKey);

/** Starts a request into the router's QueryClient; an optimisation only, so nothing here may fail the page. */
function prefetch(context: LoaderFunctionArgs['context'], start: (queryClient: ReturnType<typeof queryClientOf>) => Promise<unknown>) {
  try {
    start(queryClientOf(context)).catch(() => undefined);
  } catch {
    // A router without the shop's context (a test's): the screen asks for itself.
  }
}

export async function prefetchOrderOverview({ request, context }: LoaderFunctionArgs): Promise<null> {
  if (maySeeOrders()) {
    const filters = readOrderFilters(new URL(request.url).searchParams);
    prefetch(context, (qc) => qc.prefetchQuery(orderOverviewQueryOptions(orderOverviewQuery(filters))));
    let choices: Promise<unknown> = Promise.resolve();
    prefetch(context, (qc) => (choices = qc.prefetchQuery(costCentreChoicesQueryOptions(accessOf(authStore.getState().roles).organization))));
    await choices;
  }
  return null;
}

export function prefetchInvoiceOverview({ request, context }: LoaderFunctionArgs): null {
  if (maySeeOrders()) {
    const filters = readInvoiceFilters(new URL(request.url).searchParams);
    // A period that ends before it starts is not asked for (the screen says what is wrong).
    if (isRangeInvalid(filters)) return null;
    prefetch(context, (qc) => qc.prefetchQuery(invoiceOverviewQueryOptions(invoiceOverviewInput(filters))));
  }
  return null;
}
