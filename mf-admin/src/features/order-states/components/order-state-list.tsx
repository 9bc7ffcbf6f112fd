// The order-state table: code, the name customers see (and its badge), description and order, searched and paged
// on the server; the search and the page are in the URL. Each name leads to its edit page.
import { Link } from 'react-router';
import { StatusBadge } from '@kraanvogel/shared/status';
import { SearchedList } from '@/components/searched-list';
import { texts } from '@/texts';
import { useOrderStatePage } from '../api/order-states';

const T = texts.orderStates;

export function OrderStateList() {
  return (
    <SearchedList
      texts={T}
      usePage={useOrderStatePage}
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
        { header: T.columns.colour, cell: (s) => <StatusBadge colour={s.colour}>{s.codeDisplayName}</StatusBadge> },
        { header: T.columns.code, cell: (s) => s.code, numeric: true },
        { header: T.columns.description, cell: (s) => s.description || '–' },
        { header: T.columns.sorting, cell: (s) => s.sorting, numeric: true },
      ]}
    />
  );
}
