// The customer search: number, name, KvK number or postcode, paged on the server; the search and
// the page are in the URL.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@kraanvogel/shared';
import { Pagination, ResponsiveList, TextField } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Toolbar } from '@/components/ui';
import { PAGE_SIZE, pageOf, withPage } from '@/lib/list-params';
import { texts } from '@/texts';
import { useCustomerPage } from '../api/customers';

const T = texts.customers;

function Search({ filter }: { filter: string }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(filter);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { zoek: draft.trim() } : {});
  };
  return (
    <Toolbar role="search" aria-label={T.filters} onSubmit={apply}>
      <TextField label={T.search} hint={T.searchHint} type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
      <Button type="submit">{T.apply}</Button>
    </Toolbar>
  );
}

export function CustomerList() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filter = params.get('zoek') ?? '';
  const page = pageOf(params);
  const { data, isPending, error, isPlaceholderData } = useCustomerPage({ filter, page, pageSize: PAGE_SIZE });
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  return (
    <>
      <Search key={filter} filter={filter} />
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={T.empty} />
      {data && data.items.length > 0 && (
        <>
          <Muted aria-live="polite">{T.count(data.totalCount)}</Muted>
          <ResponsiveList
            caption={T.caption}
            captionHidden
            busy={isPlaceholderData}
            rows={data.items}
            rowKey={(c) => c.number}
            data-testid="customer-list"
            columns={[
              { header: T.columns.number, cell: (c) => <Link to={`/beheer/klanten/${c.number}`}>{c.number}</Link>, card: 'title' },
              { header: T.columns.name, cell: (c) => c.name },
              { header: T.columns.kvk, cell: (c) => c.chamberOfCommerce ?? '–' },
              { header: T.columns.place, cell: (c) => T.place(c.postalCode, c.city) },
              { header: T.columns.users, cell: (c) => c.users, numeric: true },
            ]}
          />
          <Pagination page={Math.min(page, pages)} pages={pages} label={T.pagination} hrefFor={(p) => withPage(pathname, params, p)} />
        </>
      )}
    </>
  );
}
