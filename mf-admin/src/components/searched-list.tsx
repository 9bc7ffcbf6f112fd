// A list of the back office searched and paged on the server: a search box (`zoek`) and the page
// (`pagina`) in the URL, the count, the rows as the kit's responsive list and the paging links.
// The customer search and the order-state table are such lists.
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@kraanvogel/shared';
import { Pagination, ResponsiveList, TextField, type ListColumn } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Toolbar } from '@/components/ui';
import { PAGE_SIZE, pageOf, withPage } from '@/lib/list-params';

export interface SearchedListTexts {
  filters: string;
  search: string;
  searchHint: string;
  apply: string;
  empty: string;
  count: (n: number) => string;
  caption: string;
  pagination: string;
}

interface PageQuery<Row> {
  data?: { items: Row[]; totalCount: number };
  isPending: boolean;
  error: unknown;
  isPlaceholderData: boolean;
}

function Search({ filter, texts }: { filter: string; texts: SearchedListTexts }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(filter);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { zoek: draft.trim() } : {});
  };
  return (
    <Toolbar role="search" aria-label={texts.filters} onSubmit={apply}>
      <TextField label={texts.search} hint={texts.searchHint} type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
      <Button type="submit">{texts.apply}</Button>
    </Toolbar>
  );
}

export function SearchedList<Row>({
  texts,
  usePage,
  rowKey,
  columns,
  'data-testid': testId,
}: {
  texts: SearchedListTexts;
  /** The query hook of one page: the search text, the page (from 1) and its size. */
  usePage: (q: { filter: string; page: number; pageSize: number }) => PageQuery<Row>;
  rowKey: (row: Row) => string | number;
  columns: readonly ListColumn<Row>[];
  'data-testid': string;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filter = params.get('zoek') ?? '';
  const page = pageOf(params);
  const { data, isPending, error, isPlaceholderData } = usePage({ filter, page, pageSize: PAGE_SIZE });
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  return (
    <>
      <Search key={filter} filter={filter} texts={texts} />
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={texts.empty} />
      {data && data.items.length > 0 && (
        <>
          <Muted aria-live="polite">{texts.count(data.totalCount)}</Muted>
          <ResponsiveList caption={texts.caption} captionHidden busy={isPlaceholderData} rows={data.items} rowKey={rowKey} data-testid={testId} columns={columns} />
          <Pagination page={Math.min(page, pages)} pages={pages} label={texts.pagination} hrefFor={(p) => withPage(pathname, params, p)} />
        </>
      )}
    </>
  );
}
