// The order-state table: code, the name customers see, description and order, searched and paged
// on the server; the search and the page are in the URL. Each name leads to its edit page.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@kraanvogel/shared';
import { Pagination, ResponsiveList, TextField } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Toolbar } from '@/components/ui';
import { PAGE_SIZE, pageOf, withPage } from '@/lib/list-params';
import { texts } from '@/texts';
import { useOrderStatePage } from '../api/order-states';

const T = texts.orderStates;

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

export function OrderStateList() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filter = params.get('zoek') ?? '';
  const page = pageOf(params);
  const { data, isPending, error, isPlaceholderData } = useOrderStatePage({ filter, page, pageSize: PAGE_SIZE });
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
            rowKey={(s) => s.id}
            data-testid="order-state-list"
            columns={[
              {
                header: T.columns.label,
                cell: (s) => (
                  <Link to={`/beheer/orderstatussen/${s.id}`} aria-label={T.editLabel(s.codeDisplayName)}>
                    {s.codeDisplayName}
                  </Link>
                ),
                card: 'title',
              },
              { header: T.columns.code, cell: (s) => s.code, numeric: true },
              { header: T.columns.description, cell: (s) => s.description || '–' },
              { header: T.columns.sorting, cell: (s) => s.sorting, numeric: true },
            ]}
          />
          <Pagination page={Math.min(page, pages)} pages={pages} label={T.pagination} hrefFor={(p) => withPage(pathname, params, p)} />
        </>
      )}
    </>
  );
}
