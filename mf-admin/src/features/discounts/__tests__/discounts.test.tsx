// The discount screens against a fake api: the table's filters and sort come from the URL and go
// to the server; the form checks each field beside it and sends only a valid discount; the import
// shows the server's verdict per row and offers Importeren only for a file without errors.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ADMIN, captureToasts, fakeApi, renderRoutes, signIn } from '@/testing/render';

const D = '/mgmt/api/app/discounts';
const ONE = { id: 7, customerNumber: '100002', discountGroup: 'KG01', discountGroupDescription: 'Kranen', itemNumber: null, itemDescription: null, percentage: 12.5, blueGreenIndex: 0 };

beforeEach(() => signIn(ADMIN));

it('reads the filters, the sort and the page from the URL and asks the server for them', async () => {
  const calls = fakeApi({ [`GET ${D}`]: { status: 200, body: { totalCount: 41, items: [ONE] } } });
  renderRoutes(routes, '/beheer/kortingen?klant=100002&groep=KG01&sortering=percentage+desc&pagina=3');
  const list = await screen.findByTestId('discount-list', {}, { timeout: 10_000 });
  expect(Object.fromEntries(calls[0]!.query)).toEqual({ CustomerNumber: '100002', DiscountGroup: 'KG01', Sorting: 'percentage desc', SkipCount: '40', MaxResultCount: '20' });
  expect(within(list).getByRole('link', { name: 'Korting 7 van klant 100002 wijzigen' })).toHaveAttribute('href', '/beheer/kortingen/7');
  expect(within(list).getAllByText('12,5%').length).toBeGreaterThan(0);
  expect(screen.getByText('41 kortingen')).toBeInTheDocument();
});

it('checks each field beside it and saves only a valid new discount', async () => {
  const { toasts, unregister } = captureToasts();
  const calls = fakeApi({ [`POST ${D}`]: (call) => ({ status: 200, body: { ...ONE, id: 8, ...(call.body as object) } }), [`GET ${D}/8`]: { status: 200, body: { ...ONE, id: 8 } } });
  const u = userEvent.setup();
  const { router } = renderRoutes(routes, '/beheer/kortingen/nieuw');
  await screen.findByRole('heading', { level: 1, name: 'Nieuwe korting' }, { timeout: 10_000 });
  await u.type(screen.getByLabelText('Korting (%)', { exact: false }), '100,5');
  await u.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Vul een getal in van 0 tot en met 100, met hoogstens twee decimalen.')).toBeInTheDocument();
  expect(screen.getByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  await u.type(screen.getByLabelText('Klantnummer'), '100002');
  await u.type(screen.getByLabelText('Kortingsgroep', { exact: false }), 'KG01');
  await u.clear(screen.getByLabelText('Korting (%)', { exact: false }));
  await u.type(screen.getByLabelText('Korting (%)', { exact: false }), '12,5');
  await u.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/beheer/kortingen/8'));
  expect(calls.find((c) => c.key === `POST ${D}`)!.body).toEqual({ customerNumber: '100002', discountGroup: 'KG01', itemNumber: null, percentage: 12.5, blueGreenIndex: 0 });
  expect(toasts.map((t) => t.message)).toContain('Korting 8 is opgeslagen.');
  unregister();
});

it('shows the per-row verdict of a checked file and offers Importeren only when no row is bad', async () => {
  const row = (n: number, action: string, errors: string[] = []) => ({ row: n, action, id: null, customerNumber: '100002', discountGroup: 'KG01', itemNumber: null, percentage: 5, blueGreenIndex: 0, errors });
  let bad = true;
  fakeApi({
    [`POST ${D}/import-preview`]: () => ({
      status: 200,
      body: bad
        ? { rows: [row(2, 'add'), row(3, 'error', ['Klant 999999 bestaat niet.'])], adds: 1, changes: 0, unchanged: 0, errors: 1, saved: false }
        : { rows: [row(2, 'add'), row(3, 'change')], adds: 1, changes: 1, unchanged: 0, errors: 0, saved: false },
    }),
  });
  const u = userEvent.setup();
  renderRoutes(routes, '/beheer/kortingen/importeren');
  await screen.findByRole('heading', { level: 1, name: 'Kortingen importeren' }, { timeout: 10_000 });
  await u.click(screen.getByRole('button', { name: 'Controleren' }));
  expect(screen.getByText('Kies eerst een Excel-bestand.')).toBeInTheDocument();
  const file = new File(['x'], 'kortingen.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await u.upload(screen.getByTestId('discount-import-file'), file);
  await u.click(screen.getByRole('button', { name: 'Controleren' }));
  expect(await screen.findByTestId('discount-import-summary')).toHaveTextContent('1 nieuw, 0 gewijzigd, 0 ongewijzigd, 1 rij met een fout.');
  expect(within(screen.getByTestId('discount-import-rows')).getAllByText('Klant 999999 bestaat niet.').length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Importeren' })).toBeNull();
  bad = false;
  await u.click(screen.getByRole('button', { name: 'Controleren' }));
  await waitFor(() => expect(screen.getByTestId('discount-import-summary')).toHaveTextContent('1 nieuw, 1 gewijzigd, 0 ongewijzigd, 0 rijen met een fout.'));
  expect(screen.getByRole('button', { name: 'Importeren' })).toBeEnabled();
});
