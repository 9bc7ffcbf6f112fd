import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore, shopRouterContext, theme } from '@kraanvogel/shared';
import { routes } from '../routes';
import { COMPANY } from '@kraanvogel/shared';

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url], getContext: () => shopRouterContext(queryClient) });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const post = {
  id: 'post-1',
  blogId: 'blog-nieuws',
  title: 'Nieuwe showroom in Zwolle geopend',
  slug: 'nieuwe-showroom-zwolle',
  shortDescription: 'Kom langs.',
  content: '<p>Vanaf deze maand is onze showroom vernieuwd.</p>',
  coverImageMediaId: 'cover-nieuwe-showroom-zwolle',
  tags: ['showroom'],
  author: { id: 'author-1', userName: 'redactie', name: 'Marieke', surname: 'Koster' },
  creationTime: '2026-11-02T09:00:00.000Z',
  lastModificationTime: null,
};

/** The management API as the browser reaches it: one post, and a 404 for any other slug. */
function serveBlog() {
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const u = String(url);
    const json = (status: number, body: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response;
    if (u.includes('/blog-posts/nieuws/nieuwe-showroom-zwolle')) return json(200, post);
    if (/\/blog-posts\/nieuws\?/.test(u)) return json(200, { totalCount: 1, items: [post] });
    return json(404, { error: { code: 'BlogPost:NotFound', message: 'Dit nieuwsbericht bestaat niet.' } });
  }) as typeof fetch;
}

describe('mf-content pages', () => {
  it('the privacy statement names the company as the footer, the PDFs and the mails do', async () => {
    serveBlog();
    renderAt('/privacyverklaring');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const text = document.body.textContent!;
    expect(text).toContain(`${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}`);
    expect(text).toContain(`onder nummer ${COMPANY.kvk}`);
    expect(text).toContain(COMPANY.phone);
    expect(text).not.toMatch(/Installatiegroothandel|Hanzeweg|038 - 123/);
  });

  it('shows a news post with its title, date, author and text, and the trail back to the list', async () => {
    serveBlog();
    renderAt('/nieuws/nieuws/nieuwe-showroom-zwolle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuwe showroom in Zwolle geopend' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Gepubliceerd op 02-11-2026')).toBeInTheDocument();
    expect(screen.getByText(/door Marieke Koster/)).toBeInTheDocument();
    expect(screen.getByTestId('news-post-content')).toHaveTextContent('Vanaf deze maand is onze showroom vernieuwd.');
    expect(screen.getAllByRole('link', { name: 'Nieuws' })[0]).toHaveAttribute('href', '/nieuws');
  });

  it('lists the posts with links to them', async () => {
    serveBlog();
    renderAt('/nieuws');
    expect(await screen.findByRole('link', { name: 'Nieuwe showroom in Zwolle geopend' }, { timeout: 10_000 })).toHaveAttribute('href', '/nieuws/nieuws/nieuwe-showroom-zwolle');
  });

  it('an unknown post or blog is a 404 for the host to show', async () => {
    serveBlog();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(routes.map((r) => ({ ...r, errorElement: <p>status {'{'}404{'}'}</p> })), {
      initialEntries: ['/nieuws/nieuws/bestaat-niet'],
      getContext: () => shopRouterContext(queryClient),
    });
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('status {404}', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.errors).toMatchObject({ 2: { status: 404 } });
  });

  it('the ping page follows the shared session', async () => {
    serveBlog();
    renderAt('/ping');
    expect(await screen.findByTestId('ping-session', {}, { timeout: 10_000 })).toHaveTextContent('Niet ingelogd');
    act(() => authStore.getState().signIn({ token: 't', expiresAt: null, user: { sub: '1', name: 'Femke Bakker' }, role: [] }));
    expect(screen.getByTestId('ping-session')).toHaveTextContent('Ingelogd als Femke Bakker');
    act(() => authStore.getState().signOut());
    expect(screen.getByTestId('ping-session')).toHaveTextContent('Niet ingelogd');
  });

  it('marks registration for the registration layout and as public', () => {
    expect(routes.find((r) => r.path === 'registratie')?.handle).toEqual({ layout: 'registration', public: true });
  });
});
