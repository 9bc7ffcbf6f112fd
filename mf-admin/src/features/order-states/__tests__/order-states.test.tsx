// The order-state screens against a fake api: the table searched and paged on the server with the
// search from the URL; editing a state's name and colour shows them at once in the preview of Mijn orders, each
// field says beside it what is wrong, and only a valid form is saved (the code unchanged).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ADMIN, captureToasts, fakeApi, renderRoutes, signIn } from '@/testing/render';

const B = '/mgmt/api/ecommerce/order-states';
const RECEIVED = { id: 1, code: 100, codeDisplayName: 'Ontvangen', description: 'De order is ontvangen.', sorting: 10, colour: 'blauw' };

beforeEach(() => signIn(ADMIN));

it('lists the order states searched on the server, with the search and the page from the URL', async () => {
  const calls = fakeApi({ [`GET ${B}`]: { status: 200, body: { totalCount: 21, items: [RECEIVED, { id: 2, code: 200, codeDisplayName: 'In behandeling', description: '', sorting: 20 }] } } });
  const u = userEvent.setup();
  const { router } = renderRoutes(routes, '/beheer/orderstatussen?zoek=ontv&pagina=2');
  const list = await screen.findByTestId('order-state-list', {}, { timeout: 10_000 });
  expect(Object.fromEntries(calls[0]!.query)).toEqual({ FilterText: 'ontv', Sorting: 'sorting', SkipCount: '20', MaxResultCount: '20' });
  expect(within(list).getByRole('link', { name: 'Ontvangen wijzigen' })).toHaveAttribute('href', '/beheer/orderstatussen/1');
  expect(screen.getByText('21 orderstatussen')).toBeInTheDocument();
  await u.clear(screen.getByLabelText('Zoek een orderstatus'));
  await u.type(screen.getByLabelText('Zoek een orderstatus'), 'geleverd{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?zoek=geleverd'));
  await waitFor(() => expect(calls.at(-1)!.query.get('FilterText')).toBe('geleverd'));
  expect(calls.at(-1)!.query.get('SkipCount')).toBe('0');
});

it('shows the name being typed in the preview of Mijn orders, refuses invalid fields beside them, and saves a valid form with the same code', async () => {
  const { toasts, unregister } = captureToasts();
  let stored: object = RECEIVED;
  const calls = fakeApi({
    [`GET ${B}/1`]: () => ({ status: 200, body: stored }),
    [`PUT ${B}/1`]: (call) => {
      stored = { id: 1, ...(call.body as object) };
      return { status: 200, body: stored };
    },
  });
  const u = userEvent.setup();
  renderRoutes(routes, '/beheer/orderstatussen/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Orderstatus 100: Ontvangen' }, { timeout: 10_000 })).toBeInTheDocument();
  const preview = screen.getByTestId('order-state-preview');
  const statusCell = () => within(preview).getAllByRole('row')[1]!.querySelectorAll('td, th')[2]!;
  expect(statusCell()).toHaveTextContent(/^Ontvangen$/);

  const label = screen.getByLabelText('Naam voor klanten');
  await u.clear(label);
  expect(statusCell()).toHaveTextContent(/^–$/);
  await u.type(label, 'Binnengekomen');
  expect(statusCell()).toHaveTextContent(/^Binnengekomen$/);

  await u.clear(label);
  await u.clear(screen.getByLabelText('Volgorde'));
  await u.type(screen.getByLabelText('Volgorde'), '12a');
  await u.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(label).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Vul een heel getal in van 0 tot en met 100000.')).toBeInTheDocument();
  expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([]);

  await u.type(label, 'Binnengekomen');
  await u.clear(screen.getByLabelText('Volgorde'));
  await u.type(screen.getByLabelText('Volgorde'), '15');
  // A colour is picked from the shop's list, each shown as its badge; the preview takes it at once.
  expect(screen.getByRole('radio', { name: 'Blauw' })).toBeChecked();
  await u.click(screen.getByRole('radio', { name: 'Groen' }));
  expect(within(preview).getByText('Binnengekomen')).toHaveAttribute('data-colour', 'groen');
  await u.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(calls.find((c) => c.key === `PUT ${B}/1`)?.body).toEqual({ code: 100, codeDisplayName: 'Binnengekomen', description: 'De order is ontvangen.', sorting: 15, colour: 'groen' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Orderstatus Binnengekomen is opgeslagen.' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Orderstatus 100: Binnengekomen' })).toBeInTheDocument();
  unregister();
});

it("shows the api's Dutch message when saving is refused", async () => {
  const { toasts, unregister } = captureToasts();
  fakeApi({
    [`GET ${B}/1`]: { status: 200, body: RECEIVED },
    [`PUT ${B}/1`]: { status: 400, body: { error: { code: 'Validation', message: 'Er is al een orderstatus met code 100.' } } },
  });
  const u = userEvent.setup();
  renderRoutes(routes, '/beheer/orderstatussen/1');
  await u.click(await screen.findByRole('button', { name: 'Opslaan' }, { timeout: 10_000 }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'alert', message: 'Er is al een orderstatus met code 100.' }));
  unregister();
});
