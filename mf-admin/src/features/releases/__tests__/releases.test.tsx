// The releases screen against a fake release API: the administrator's own sign-in, or when the
// API refuses it (no operator right) the operator token asked and sent to the release API only; what runs where; a rollback names both versions, needs a reason and is sent
// with the revision the administrator saw; the audit trail's app filter and page go to the server;
// a refused token is asked again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ADMIN, captureToasts, fakeApi, renderRoutes, signIn } from '@/testing/render';
import { useReleaseToken } from '../api/release-api';

const version = (v: string) => ({ version: v, manifestUrl: `/mf-catalog/${v}/mf-manifest.json`, source: 'local', publishedAt: '2026-11-20T10:00:00Z', publishedBy: 'catalog-team' });
const STATUS = {
  revision: 12,
  apps: [
    { app: 'host', current: version('1.0.0-h1'), previous: null, versionCount: 1, smokeRunning: false },
    { app: 'catalog', current: version('2.1.0-c2'), previous: '2.0.0-c1', versionCount: 2, smokeRunning: false },
  ],
  audit: [],
};
const AUDIT = { totalCount: 41, items: [{ id: 9, at: '2026-11-20T10:00:00Z', actor: 'catalog-team', action: 'switch', app: 'catalog', fromVersion: '2.0.0-c1', toVersion: '2.1.0-c2', outcome: 'ok', reason: 'nieuwe filters' }] };

beforeEach(() => {
  sessionStorage.clear();
  useReleaseToken.getState().setToken(null);
  signIn(ADMIN);
});

function releaseApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /release/api/releases': { status: 200, body: STATUS }, 'GET /release/api/releases/audit': { status: 200, body: AUDIT }, ...extra });
}

const NO_RIGHT = { status: 403, body: { error: { code: 'Forbidden', message: 'U bent beheerder, maar zonder operatorrecht.' } } };

it('works with the administrator’s own sign-in when the release API takes it', async () => {
  const calls = releaseApi();
  renderRoutes(routes, '/beheer/releases');
  expect(await screen.findByTestId('release-apps', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByTestId('release-identity')).toHaveTextContent('eigen sessie');
  expect(screen.queryByLabelText('Operator-token')).not.toBeInTheDocument();
  expect(calls.every((c) => c.auth === 'Bearer tok')).toBe(true);
});

it('says so when the administrator has no operator right, asks for the operator token, sends it to the release API, and shows what runs where and the audit trail', async () => {
  const calls = releaseApi({
    'GET /release/api/releases': (c) => (c.auth === 'Bearer tok' ? NO_RIGHT : { status: 200, body: STATUS }),
    'GET /release/api/releases/audit': (c) => (c.auth === 'Bearer tok' ? NO_RIGHT : { status: 200, body: AUDIT }),
  });
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, '/beheer/releases?app=catalog&pagina=2');
  expect(await screen.findByTestId('no-operator-right', {}, { timeout: 10_000 })).toHaveTextContent('zonder operatorrecht');
  await user.click(await screen.findByRole('button', { name: 'Verbinden' }, { timeout: 10_000 }));
  expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(calls.filter((c) => c.auth !== 'Bearer tok')).toEqual([]);
  await user.type(screen.getByLabelText('Operator-token'), 'geheim-token{Enter}');

  const apps = await screen.findByTestId('release-apps');
  expect(within(apps).getByText('Assortiment (catalog)')).toBeInTheDocument();
  expect(within(apps).getByText('2.1.0-c2')).toBeInTheDocument();
  // Only an app with a previous version can go back.
  expect(within(apps).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Assortiment (catalog) terugdraaien']);
  await screen.findByTestId('release-audit');
  const audit = calls.find((c) => c.key === 'GET /release/api/releases/audit')!;
  expect(Object.fromEntries(audit.query)).toEqual({ App: 'catalog', SkipCount: '20', MaxResultCount: '20' });
  expect(calls.filter((c) => c.auth !== 'Bearer tok').every((c) => c.auth === 'Bearer geheim-token')).toBe(true);
  expect(screen.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/beheer/releases?app=catalog&pagina=3');

  await user.selectOptions(screen.getByLabelText('Onderdeel'), '');
  await user.click(screen.getByRole('button', { name: 'Toon' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ SkipCount: '0', MaxResultCount: '20' }));
});

it('rolls one app back after a confirmation naming both versions, with a reason and the revision seen', async () => {
  useReleaseToken.getState().setToken('geheim-token');
  const { toasts, unregister } = captureToasts();
  const calls = releaseApi({
    'POST /release/api/releases/catalog/rollback': { status: 200, body: { app: 'catalog', from: '2.1.0-c2', to: '2.0.0-c1', revision: 13, changed: true, smoke: 'pending' } },
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/beheer/releases');
  await user.click(await screen.findByRole('button', { name: 'Assortiment (catalog) terugdraaien' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Assortiment (catalog) terugdraaien?' });
  expect(dialog).toHaveTextContent('Assortiment (catalog) gaat van versie 2.1.0-c2 terug naar versie 2.0.0-c1.');
  await user.click(within(dialog).getByRole('button', { name: 'Terug naar 2.0.0-c1' }));
  expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

  await user.type(within(dialog).getByLabelText('Reden (komt in het logboek)'), 'filters kapot');
  await user.click(within(dialog).getByRole('button', { name: 'Terug naar 2.0.0-c1' }));
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', message: 'Assortiment (catalog) draait nu versie 2.0.0-c1.' }));
  expect(calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({ version: '2.0.0-c1', expectedRevision: 12, message: 'filters kapot (via Beheer, Test)' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unregister();
});

it('asks for the token again when the release API refuses it', async () => {
  useReleaseToken.getState().setToken('ingetrokken');
  const { toasts, unregister } = captureToasts();
  releaseApi({ 'GET /release/api/releases': { status: 401, body: { error: { code: 'Unauthorized', message: 'Dit deploy-token is onbekend of ingetrokken.' } } } });
  renderRoutes(routes, '/beheer/releases');
  expect(await screen.findByLabelText('Operator-token', {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(toasts).toContainEqual({ kind: 'alert', message: 'Dit deploy-token is onbekend of ingetrokken.' }));
  expect(sessionStorage.getItem('kraanvogel:release-token')).toBeNull();
  unregister();
});
