// The news screens against a fake api: the list's search and page come from the URL and go to the
// server, each post with its state; a post's form checks its fields beside them, makes the slug
// from the title, asks a time to come for a scheduled post, and sends the publication time; a
// post readers see is taken offline after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/routes';
import { ADMIN, captureToasts, fakeApi, renderRoutes, signIn } from '@/testing/render';
import { slugOf } from '../components/news-form';

const A = '/mgmt/api/cms-kit-admin/blogs/blog-posts';
const author = { id: 'user-u-admin', userName: 'beheer@kraanvogel.nl', name: 'Beheer', surname: 'Kraanvogel' };
const POST = {
  id: 'p-1',
  blogId: 'blog-nieuws',
  title: 'Showroom open',
  slug: 'showroom-open',
  shortDescription: 'Kom langs',
  content: '<p>Tekst</p>',
  coverImageMediaId: null,
  tags: [],
  author,
  creationTime: '2026-11-20T10:00:00Z',
  lastModificationTime: null,
  publishedAt: '2026-11-20T10:00:00Z',
};
const LATER = { ...POST, id: 'p-2', title: 'Straks', slug: 'straks', publishedAt: '2999-01-01T09:00:00Z' };
const DRAFT = { ...POST, id: 'p-3', title: 'Concept', slug: 'concept', publishedAt: null };

beforeEach(() => signIn(ADMIN));

it('lists every post with its state, the search and page from the URL', async () => {
  const calls = fakeApi({ [`GET ${A}`]: { status: 200, body: { totalCount: 41, items: [POST, LATER, DRAFT] } } });
  renderRoutes(routes, '/beheer/nieuws?zoek=show&pagina=3');
  const list = await screen.findByTestId('news-list', {}, { timeout: 10_000 });
  expect(Object.fromEntries(calls[0]!.query)).toEqual({ Filter: 'show', SkipCount: '40', MaxResultCount: '20' });
  expect(within(list).getByRole('link', { name: 'Showroom open bewerken' })).toHaveAttribute('href', '/beheer/nieuws/p-1');
  for (const state of ['Gepubliceerd', 'Ingepland', 'Niet gepubliceerd']) expect(within(list).getAllByText(state).length).toBeGreaterThan(0);
});

it('makes a slug of a title', () => {
  expect(slugOf('Één nieuwe Showroom: Zwolle & Deventer!')).toBe('een-nieuwe-showroom-zwolle-deventer');
});

it('checks the fields beside them, asks a time to come for a scheduled post, and sends the publication time', async () => {
  const calls = fakeApi({
    [`GET ${A}/p-3`]: { status: 200, body: DRAFT },
    [`PUT ${A}/p-3`]: (call) => ({ status: 200, body: { ...DRAFT, ...(call.body as object) } }),
  });
  const u = userEvent.setup();
  renderRoutes(routes, '/beheer/nieuws/p-3');
  await screen.findByRole('heading', { level: 1, name: 'Concept' }, { timeout: 10_000 });
  await u.clear(screen.getByLabelText('Titel'));
  await u.clear(screen.getByLabelText('Slug (het adres)', { exact: false }));
  await u.type(screen.getByLabelText('Slug (het adres)', { exact: false }), 'Met Spaties');
  await u.click(screen.getByRole('radio', { name: 'Inplannen' }));
  await u.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
  expect(screen.getByText('Gebruik alleen kleine letters, cijfers en streepjes', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Kies een datum en tijd in de toekomst.')).toBeInTheDocument();
  expect(calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(0);

  await u.type(screen.getByLabelText('Titel'), 'Concept af');
  await u.clear(screen.getByLabelText('Slug (het adres)', { exact: false }));
  await u.type(screen.getByLabelText('Slug (het adres)', { exact: false }), 'concept-af');
  await u.click(screen.getByRole('radio', { name: 'Gepubliceerd (vanaf nu)' }));
  await u.click(screen.getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(calls.filter((c) => c.key.startsWith('PUT'))).toHaveLength(1));
  const body = calls.find((c) => c.key.startsWith('PUT'))!.body as { title: string; slug: string; content: string; publishedAt: string };
  // Published now by the server's clock, not the browser's.
  expect(body).toMatchObject({ title: 'Concept af', slug: 'concept-af', content: '<p>Tekst</p>', coverImageMediaId: null, publishedAt: 'now' });
});

it('takes a published post offline after a confirmation', async () => {
  const { toasts, unregister } = captureToasts();
  const calls = fakeApi({
    [`GET ${A}/p-1`]: { status: 200, body: POST },
    [`PUT ${A}/p-1`]: (call) => ({ status: 200, body: { ...POST, ...(call.body as object) } }),
  });
  const u = userEvent.setup();
  renderRoutes(routes, '/beheer/nieuws/p-1');
  await u.click(await screen.findByRole('button', { name: 'Offline halen' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Showroom open offline halen?' });
  await u.click(within(dialog).getByRole('button', { name: 'Offline halen' }));
  await waitFor(() => expect(toasts.map((t) => t.message)).toContain('Showroom open is offline gehaald.'));
  expect(calls.find((c) => c.key.startsWith('PUT'))!.body).toMatchObject({ title: 'Showroom open', publishedAt: null });
  expect(await screen.findByRole('radio', { name: 'Niet gepubliceerd (concept of offline)' })).toBeChecked();
  unregister();
});
