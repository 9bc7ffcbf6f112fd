import { act, screen, within } from '@testing-library/react';
import { ResponsiveList, type ListColumn } from '../responsive-list';
import { renderInShop } from './render';

// jsdom has no layout: the screen's width is what matchMedia answers for (min-width: …px).
let screenWidth = 1280;
const listeners = new Set<() => void>();
function resizeTo(width: number) {
  screenWidth = width;
  act(() => listeners.forEach((l) => l()));
}
beforeEach(() => {
  screenWidth = 1280;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return min ? screenWidth >= Number(min[1]) : false;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
});

interface Order {
  orderNo: string;
  date: string;
  total: string;
}
const ORDERS: Order[] = [
  { orderNo: 'ORD1', date: '1-2-2026', total: '€ 10,00' },
  { orderNo: 'ORD2', date: '2-2-2026', total: '€ 20,00' },
];
const COLUMNS: ListColumn<Order>[] = [
  { header: 'Ordernummer', cell: (o) => o.orderNo, card: 'title' },
  { header: 'Datum', cell: (o) => o.date },
  { header: 'Intern', cell: () => 'x', card: 'hidden' },
  { header: 'Totaal', cell: (o) => o.total, numeric: true },
  { header: 'Acties', cell: (o) => <button type="button">Open {o.orderNo}</button>, card: 'action' },
];

describe('ResponsiveList', () => {
  it('is a captioned table with a column per field on a wide screen, scrollable by keyboard', () => {
    renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} data-testid="orders" />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table).toHaveAttribute('data-testid', 'orders');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ordernummer', 'Datum', 'Intern', 'Totaal', 'Acties']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['ORD1', '1-2-2026', 'x', '€ 10,00', 'Open ORD1'],
      ['ORD2', '2-2-2026', 'x', '€ 20,00', 'Open ORD2'],
    ]);
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('is a list of cards on a phone: the title, the key figures with their labels, the actions; no table', () => {
    screenWidth = 360;
    renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} data-testid="orders" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(list).toHaveAttribute('data-testid', 'orders');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.querySelector('.title')).toHaveTextContent('ORD1');
    expect(within(first).getAllByRole('term').map((t) => t.textContent)).toEqual(['Datum', 'Totaal']);
    expect(within(first).getAllByRole('definition').map((d) => d.textContent)).toEqual(['1-2-2026', '€ 10,00']);
    expect(within(first).getByRole('button', { name: 'Open ORD1' })).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Intern');
  });

  it('switches between table and cards when the screen changes width', () => {
    renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} cardsBelow="lg" />);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    resizeTo(900);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Orders' })).toBeInTheDocument();
    resizeTo(1000);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('marks the rows busy while new ones load, in both layouts', () => {
    const { unmount } = renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} busy />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    unmount();
    screenWidth = 360;
    renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} busy />);
    expect(screen.getByRole('list', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
  });

  it('tells a cell its layout, marks rows and cards with a test id, names rows by their row header', () => {
    const columns: ListColumn<Order>[] = [
      { header: 'Ordernummer', cell: (o) => o.orderNo, card: 'title', rowHeader: true },
      { header: 'Kiezen', cell: (o, layout) => <input type="checkbox" aria-label={`${o.orderNo} kiezen (${layout})`} />, card: 'action' },
    ];
    const { unmount } = renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={columns} rowKey={(o) => o.orderNo} rowTestId={(o) => `order-${o.orderNo}`} />);
    const row = screen.getByTestId('order-ORD1');
    expect(row.tagName).toBe('TR');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('ORD1');
    expect(within(row).getByRole('checkbox', { name: 'ORD1 kiezen (table)' })).toBeInTheDocument();
    unmount();
    screenWidth = 360;
    renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={columns} rowKey={(o) => o.orderNo} rowTestId={(o) => `order-${o.orderNo}`} />);
    const card = screen.getByTestId('order-ORD2');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByRole('checkbox', { name: 'ORD2 kiezen (cards)' })).toBeInTheDocument();
  });

  it('shows the cards header above the cards only, outside the list', () => {
    const header = <button type="button">Alles kiezen</button>;
    const { unmount } = renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} cardsHeader={header} />);
    expect(screen.queryByRole('button', { name: 'Alles kiezen' })).not.toBeInTheDocument();
    unmount();
    screenWidth = 360;
    renderInShop(<ResponsiveList caption="Orders" rows={ORDERS} columns={COLUMNS} rowKey={(o) => o.orderNo} cardsHeader={header} />);
    const button = screen.getByRole('button', { name: 'Alles kiezen' });
    expect(screen.getByRole('list', { name: 'Orders' })).not.toContainElement(button);
  });
});
