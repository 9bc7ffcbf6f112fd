// The customer search: number, name, KvK number or postcode, paged on the server; the search and
// the page are in the URL.
import { Link } from 'react-router';
import { SearchedList } from '@/components/searched-list';
import { texts } from '@/texts';
import { useCustomerPage } from '../api/customers';

const T = texts.customers;

export function CustomerList() {
  return (
    <SearchedList
      texts={T}
      usePage={useCustomerPage}
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
  );
}
