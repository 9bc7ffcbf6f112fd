// The registration queue against a fake api: only an administrator gets the screens; the list's
// status, search and page come from the URL and go to the server; a request shows its checks; a
// rejection needs a reason; an approval asks first, naming the company and the new main user.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ADMIN, MAIN_USER, captureToasts, fakeApi, renderRoutes, signIn } from '@/testing/render';

const P = '/mgmt/api/app/customer-account/registration-requests';

const request = (id: number, name: string, status = 'pending') => ({
  id,
  status,
  creationTime: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  handledTime: null,
  handledBy: null,
  customerNumber: null,
  rejectionReason: null,
  BedrijfsGegevens: { Naam: name, BTW: 'NL001234567B01', chamberOfCommerceNumber: '12345678', Straatnaam: 'Stationsweg', Nummer: '1', Postcode: '8011 CZ', Plaats: 'Zwolle', Land: 'NL', Telefoon: '0381234567', Email: 'info@dijk.nl' },
  Persoonsgegevens: { Geslacht: 'Man', Voorletters: 'J.', Voornaam: 'Jan', Tussenvoegsel: 'van', Achternaam: 'Dijk', Telefoon: '0612345678', Email: 'jan@dijk.nl' },
  Aflevergegevens: { Afleveradresisbedrijfsadres: true, Straatnaam: 'Stationsweg', Nummer: '1', Postcode: '8011 CZ', Plaats: 'Zwolle', Land: 'NL' },
});
const okCheck = { ok: true, problem: null };
const checks = {
  kvk: okCheck,
  vat: { ok: false, problem: 'Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.' },
  postcode: okCheck,
  deliveryPostcode: okCheck,
  sameKvk: [{ number: '100001', name: 'Installatiebedrijf De Vries B.V.' }],
  domain: 'dijk.nl',
  sameDomain: [],
  emailTaken: false,
};

it('shows nothing of the back office to anyone but an administrator: the 404 page, and no call', async () => {
  signIn(MAIN_USER);
  const calls = fakeApi({});
  renderRoutes(routes, '/beheer/registraties');
  expect((await screen.findByTestId('error-status')).textContent).toBe('404');
  expect(calls).toEqual([]);
});

it('lists the requests of the status and search in the URL, paged on the server, with links to the next pages', async () => {
  signIn(ADMIN);
  const calls = fakeApi({ [`GET ${P}`]: { status: 200, body: { totalCount: 45, items: [request(7, 'Van Dijk Installatie'), request(8, 'Dijkstra Warmte')] } } });
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, '/beheer/registraties?zoek=dijk&pagina=2');
  const list = await screen.findByTestId('registration-list', {}, { timeout: 10_000 });
  expect(within(list).getByRole('link', { name: 'Van Dijk Installatie' })).toHaveAttribute('href', '/beheer/registraties/7');
  expect(within(list).getAllByText('3 dagen')).toHaveLength(2);
  expect(Object.fromEntries(calls[0]!.query)).toEqual({ Status: 'pending', Filter: 'dijk', SkipCount: '20', MaxResultCount: '20' });
  expect(screen.getByText('45 aanvragen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/beheer/registraties?zoek=dijk&pagina=3');

  // The filters go into the URL, back to page 1.
  await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
  await user.clear(screen.getByLabelText('Zoek een aanvraag'));
  await user.type(screen.getByLabelText('Zoek een aanvraag'), 'warmte{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?status=rejected&zoek=warmte'));
  await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ Status: 'rejected', Filter: 'warmte', SkipCount: '0', MaxResultCount: '20' }));
});

it('shows a request with its checks; a rejection needs a reason, which is sent', async () => {
  signIn(ADMIN);
  const { toasts, unregister } = captureToasts();
  const calls = fakeApi({
    [`GET ${P}/7`]: { status: 200, body: { request: request(7, 'Van Dijk Installatie'), checks } },
    [`POST ${P}/7/reject`]: ({ body }) => ({ status: 200, body: { ...request(7, 'Van Dijk Installatie', 'rejected'), rejectionReason: (body as { reason: string }).reason } }),
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/beheer/registraties/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Registratie Van Dijk Installatie' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByTestId('check-vat')).toHaveTextContent('Let op');
  expect(screen.getByTestId('check-kvk')).toHaveTextContent('In orde');
  expect(screen.getByTestId('check-sameKvk')).toHaveTextContent('Bestaande klant met hetzelfde KvK-nummer: 100001 Installatiebedrijf De Vries B.V.');
  expect(screen.getByTestId('check-sameDomain')).toHaveTextContent('Geen bestaande klant met e-maildomein dijk.nl.');

  await user.click(screen.getByRole('button', { name: 'Afwijzen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registratie afwijzen' });
  expect(dialog).toHaveTextContent('De reden gaat per e-mail naar jan@dijk.nl.');
  await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
  expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  await user.type(within(dialog).getByLabelText('Reden van de afwijzing'), 'Geen installatiebedrijf.');
  await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
  await waitFor(() => expect(calls.find((c) => c.key === `POST ${P}/7/reject`)?.body).toEqual({ reason: 'Geen installatiebedrijf.' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'De registratie van Van Dijk Installatie is afgewezen; de aanvrager is gemaild.' }));
  unregister();
});

it('approves after a confirmation that names the company and the new main user', async () => {
  signIn(ADMIN);
  const { toasts, unregister } = captureToasts();
  const calls = fakeApi({
    [`GET ${P}/7`]: { status: 200, body: { request: request(7, 'Van Dijk Installatie'), checks } },
    [`POST ${P}/7/approve`]: { status: 200, body: { ...request(7, 'Van Dijk Installatie', 'approved'), customerNumber: '100013' } },
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/beheer/registraties/7');
  await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Registratie goedkeuren?' });
  expect(dialog).toHaveTextContent('Er wordt een klant aangemaakt voor Van Dijk Installatie, met jan@dijk.nl als hoofdgebruiker.');
  await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Goedkeuren' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Van Dijk Installatie is goedgekeurd: klantnummer 100013. De welkomstmail is verstuurd.' }));
  expect(calls.filter((c) => c.key.startsWith('POST')).map((c) => c.key)).toEqual([`POST ${P}/7/approve`]);
  unregister();
});
