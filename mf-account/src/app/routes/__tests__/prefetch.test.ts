import { QueryClient } from '@tanstack/react-query';
import { shopRouterContext } from '@kraanvogel/shared';
import { fakeApi, ROLES, signIn } from '@/testing/render';
import { costCentreChoicesQueryOptions } from '@/lib/cost-centre-choices';
import { prefetchInvoiceOverview, prefetchOrderOverview } from '../prefetch';

const args = (path: string, queryClient: QueryClient) => ({ request: new Request(`http://shop.test${path}`), params: {}, context: shopRouterContext(queryClient) }) as never;

describe("the list screens' loaders in the route table", () => {
  it("ask for the orders page the URL names while the screen's code loads, without waiting for it; the cost-centre choices are waited for", async () => {
    signIn(ROLES.main);
    const calls = fakeApi({ 'GET /mgmt/api/app/cost-centres': { status: 200, body: { items: [{ id: 1, name: 'Projecten' }] } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchOrderOverview(args('/mijnaccount/mijnorders?pagina=2&sortering=orderNo%20asc', queryClient))).resolves.toBeNull();
    const overview = calls.filter((c) => c.key.includes('order-overview'));
    expect(overview.map((c) => c.key)).toEqual([expect.stringMatching(/^GET .*order-overview\?.*SkipCount=\d+.*Sorting=orderNo(%20|\+)asc/)]);
    expect(overview[0]!.key).not.toContain('SkipCount=0');
    // The filter's choices are in the cache when the screen first renders: it does not push the list down.
    expect(queryClient.getQueryData(costCentreChoicesQueryOptions(true).queryKey)).toEqual([{ id: 1, name: 'Projecten' }]);
  });

  it('ask for the invoices too, and for neither when a warehouse-only user may not see them', async () => {
    signIn(ROLES.main);
    let calls = fakeApi({});
    prefetchInvoiceOverview(args('/mijnaccount/mijnfacturen', new QueryClient({ defaultOptions: { queries: { retry: false } } })));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    signIn(ROLES.warehouse);
    calls = fakeApi({});
    const queryClient = new QueryClient();
    await prefetchOrderOverview(args('/mijnaccount/mijnorders', queryClient));
    prefetchInvoiceOverview(args('/mijnaccount/mijnfacturen', queryClient));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([]);
  });
});
