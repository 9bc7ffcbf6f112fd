// Mijn orders: the filter tabs (InformationFilter), search by order number, article number or
// free text, the cost centre, sorting and paging, all kept in the URL. The server pages; this shows one page.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, formatDate, formatMoney } from '@kraanvogel/shared';
import { Field, QueryState, Toolbar, Muted } from '@/components/ui';
import { PAGE_SIZE } from '@/lib/query-keys';
import { texts } from '@/texts';
import { useOrderOverview } from '../api/get-order-overview';
import { useCostCentreChoices } from '@/lib/cost-centre-choices';
import { useAccountAccess } from '@/lib/roles';
import { INFORMATION_FILTERS, ORDER_SORTINGS, SEARCH_KINDS, orderOverviewQuery, readOrderFilters, writeOrderFilters, type OrderFilters, type SearchKind } from '../lib/order-filters';
import { Pagination, ResponsiveList } from '@kraanvogel/shared/screens';
import { StatusBadge } from '@kraanvogel/shared/status';

const T = texts.orders;

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.primary};
    border-radius: ${(p) => p.theme.radius};
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

export function OrderList() {
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const { data, isPending, error, isFetching, isPlaceholderData } = useOrderOverview(orderOverviewQuery(filters));
  const [kind, setKind] = useState<SearchKind>(filters.kind);
  const [term, setTerm] = useState(filters.term);
  const go = (next: Partial<OrderFilters>) => setParams(writeOrderFilters({ ...filters, page: 1, ...next }));
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ kind, term: term.trim() });
  };
  const pageCount = data ? Math.ceil(data.totalCount / PAGE_SIZE) : 0;
  const costCentres = useCostCentreChoices(useAccountAccess().organization).data ?? [];

  return (
    <>
      <Tabs aria-label={T.filterLabel}>
        <ul>
          {INFORMATION_FILTERS.map((f) => (
            <li key={f}>
              <Link to={`?${writeOrderFilters({ ...filters, filter: f, page: 1 })}`} aria-current={f === filters.filter ? 'page' : undefined}>
                {T.filters[f]}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      <form role="search" aria-label={T.searchLabel} onSubmit={onSearch}>
        <Toolbar>
          <Field>
            {T.searchIn}
            <select value={kind} onChange={(e) => setKind(e.target.value as SearchKind)}>
              {SEARCH_KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.searchKinds[k]}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {T.searchTerm}
            <input type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
          </Field>
          <Button type="submit">{texts.common.search}</Button>
          {(costCentres.length > 0 || filters.costCentre !== null) && (
            <Field>
              {T.costCentreFilter}
              <select value={filters.costCentre ?? ''} onChange={(e) => go({ costCentre: e.target.value ? Number(e.target.value) : null })} data-testid="cost-centre-filter">
                <option value="">{T.allCostCentres}</option>
                {costCentres.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field>
            {texts.common.sortBy}
            <select value={filters.sorting} onChange={(e) => go({ sorting: e.target.value as OrderFilters['sorting'] })}>
              {ORDER_SORTINGS.map((s) => (
                <option key={s} value={s}>
                  {T.sortings[s]}
                </option>
              ))}
            </select>
          </Field>
        </Toolbar>
      </form>
      <QueryState isPending={isPending} error={error} empty={data?.totalCount === 0} emptyText={T.empty} />
      {data && data.totalCount > 0 && (
        <>
          <Muted role="status" aria-busy={isFetching}>
            {texts.common.results(data.totalCount)}
          </Muted>
          <ResponsiveList
            data-testid="order-table"
            caption={T.caption}
            busy={isPlaceholderData}
            rows={data.items}
            rowKey={(o) => o.orderNo}
            columns={[
              {
                header: T.columns.orderNo,
                card: 'title',
                cell: (o) => (
                  <>
                    <Link to={`/mijnaccount/mijnorders/${encodeURIComponent(o.orderNo)}`}>{o.orderNo}</Link>
                    {o.orderType === 'Return' && <> ({T.returnOrder})</>}
                  </>
                ),
              },
              { header: T.columns.orderDate, cell: (o) => formatDate(o.orderDate) },
              { header: T.columns.status, cell: (o) => <StatusBadge colour={o.statusColour}>{o.statusName}</StatusBadge> },
              { header: T.columns.planned, cell: (o) => (o.plannedDeliveryDate ? formatDate(o.plannedDeliveryDate) : T.detail.none) },
              { header: T.columns.reference, cell: (o) => o.reference ?? T.detail.none },
              { header: T.columns.costCentre, cell: (o) => o.costCentreName ?? T.detail.none },
              { header: T.columns.lines, numeric: true, cell: (o) => o.lineCount },
              { header: T.columns.total, numeric: true, cell: (o) => formatMoney(o.totalNet) },
            ]}
          />
          <Pagination page={filters.page} pages={pageCount} hrefFor={(page) => `?${writeOrderFilters({ ...filters, page })}`} />
        </>
      )}
    </>
  );
}
