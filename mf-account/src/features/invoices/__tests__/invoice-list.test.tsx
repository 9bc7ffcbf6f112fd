// Mijn facturen with a period that ends before it starts: the Dutch message beside the dates, no
// request for it, and the list found before stays.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/routes';
import { ROLES, fakeApi, renderWithShell, signIn } from '@/testing/render';

const OVERVIEW = 'POST /erp/api/app/invoice/invoice-overview';
const invoice = { invoiceType: 'Invoice', invoiceNo: 'F2026001', orderNo: 'ORD260001', invoiceDate: '2026-05-10', dueDate: '2026-06-09', totalNet: 100, totalVat: 21, totalInclVat: 121, isPaid: false };

test('an end date before the start date is said, not sent, and the list stays', async () => {
  signIn(ROLES.main);
  const calls = fakeApi({ [OVERVIEW]: { status: 200, body: { totalCount: 1, totals: { totalNet: 100, totalVat: 21, totalInclVat: 121 }, items: [invoice] } } });
  renderWithShell(null, { path: '/mijnaccount/mijnfacturen?van=2026-05-01', routes });
  expect(await screen.findByRole('link', { name: 'F2026001' }, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((c) => c.key === OVERVIEW).length).toBeGreaterThan(0));
  const sent = calls.filter((c) => c.key === OVERVIEW).length;

  fireEvent.change(screen.getByLabelText('Tot en met datum'), { target: { value: '2026-04-01' } });
  expect(await screen.findByTestId('invoice-range-error')).toHaveTextContent('De datum ‘tot en met’ ligt vóór de datum ‘vanaf’.');
  expect(screen.getByLabelText('Tot en met datum')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('link', { name: 'F2026001' })).toBeInTheDocument();
  expect(calls.filter((c) => c.key === OVERVIEW)).toHaveLength(sent);
  expect(calls.some((c) => (c.body as { DateTo?: string } | undefined)?.DateTo === '2026-04-01')).toBe(false);

  // A valid end date asks again.
  fireEvent.change(screen.getByLabelText('Tot en met datum'), { target: { value: '2026-06-01' } });
  await waitFor(() => expect(calls.some((c) => (c.body as { DateTo?: string } | undefined)?.DateTo === '2026-06-01')).toBe(true));
  expect(screen.queryByTestId('invoice-range-error')).not.toBeInTheDocument();
}, 30_000);
