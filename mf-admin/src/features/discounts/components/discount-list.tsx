// The discount table: every customer's discounts, filtered (search text, customer, discount group,
// article), sorted and paged on the server, each filter and the page in the URL; each row leads to
// its edit page. Above it: a new discount, the filtered table as Excel, and the Excel import.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { Pagination, ResponsiveList, SelectField, TextField } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Toolbar } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { PAGE_SIZE, pageOf, withPage } from '@/lib/list-params';
import { texts } from '@/texts';
import { useDiscountPage, useExportDiscounts, type DiscountFilters } from '../api/discounts';

const T = texts.discounts;

/** The URL's names of the filters. */
const PARAMS = { filter: 'zoek', customer: 'klant', group: 'groep', item: 'artikel', sort: 'sortering' } as const satisfies Record<keyof DiscountFilters, string>;
const SORTS = new Set<string>(T.sorts.map((s) => s.value));

function filtersOf(params: URLSearchParams): DiscountFilters {
  const get = (k: keyof DiscountFilters) => (params.get(PARAMS[k]) ?? '').trim().slice(0, 100);
  const sort = get('sort');
  return { filter: get('filter'), customer: get('customer').slice(0, 20), group: get('group').slice(0, 20), item: get('item').slice(0, 40), sort: SORTS.has(sort) ? sort : '' };
}

const Filters = styled(Toolbar)`
  > div {
    flex: 1 1 10rem;
  }
`;

function FilterForm({ filters }: { filters: DiscountFilters }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(filters);
  const field = (k: keyof DiscountFilters) => ({ value: draft[k], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value }) });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of Object.keys(PARAMS) as (keyof DiscountFilters)[]) if (draft[k].trim()) next.set(PARAMS[k], draft[k].trim());
    setParams(next);
  };
  return (
    <Filters role="search" aria-label={T.filters} onSubmit={apply}>
      <TextField label={T.search} hint={T.searchHint} type="search" maxLength={100} {...field('filter')} />
      <TextField label={T.customer} maxLength={20} autoComplete="off" {...field('customer')} />
      <TextField label={T.group} maxLength={20} autoComplete="off" {...field('group')} />
      <TextField label={T.item} maxLength={40} autoComplete="off" {...field('item')} />
      <SelectField label={T.sort} options={T.sorts} {...field('sort')} />
      <Button type="submit">{T.apply}</Button>
    </Filters>
  );
}

export function DiscountList() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const { data, isPending, error, isPlaceholderData } = useDiscountPage({ ...filters, page, pageSize: PAGE_SIZE });
  const exportFile = useExportDiscounts();
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  const runExport = () => exportFile.mutate(filters, { onSuccess: () => notify.success(T.exported), onError: (err) => notify.alert(messageOf(err)) });
  return (
    <>
      <ButtonRow aria-label={T.actions} role="group">
        <LinkButton to="/beheer/kortingen/nieuw">{T.add}</LinkButton>
        <LinkButton variant="secondary" to="/beheer/kortingen/importeren">
          {T.import}
        </LinkButton>
        <Button variant="secondary" onClick={runExport} disabled={exportFile.isPending} aria-busy={exportFile.isPending || undefined}>
          {exportFile.isPending ? T.exporting : T.export}
        </Button>
      </ButtonRow>
      <FilterForm key={params.toString()} filters={filters} />
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={T.empty} />
      {data && data.items.length > 0 && (
        <>
          <Muted aria-live="polite">{T.count(data.totalCount)}</Muted>
          <ResponsiveList
            caption={T.caption}
            captionHidden
            busy={isPlaceholderData}
            rows={data.items}
            rowKey={(d) => d.id}
            data-testid="discount-list"
            columns={[
              {
                header: T.columns.customer,
                cell: (d) => (
                  <Link to={`/beheer/kortingen/${d.id}`} aria-label={T.editLabel(d.id, d.customerNumber)}>
                    {d.customerNumber}
                  </Link>
                ),
                card: 'title',
              },
              { header: T.columns.group, cell: (d) => (d.discountGroup ? `${d.discountGroup} ${d.discountGroupDescription ?? ''}`.trim() : '–') },
              { header: T.columns.item, cell: (d) => (d.itemNumber ? `${d.itemNumber} ${d.itemDescription ?? ''}`.trim() : '–') },
              { header: T.columns.percentage, cell: (d) => T.percent(d.percentage), numeric: true },
              { header: T.columns.blueGreen, cell: (d) => d.blueGreenIndex, numeric: true },
            ]}
          />
          <Pagination page={Math.min(page, pages)} pages={pages} label={T.pagination} hrefFor={(p) => withPage(pathname, params, p)} />
        </>
      )}
    </>
  );
}
