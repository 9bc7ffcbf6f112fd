import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore, theme } from '@kraanvogel/shared';
import { routes } from '../routes';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('mf-content pages', () => {
  it('titles a news item from its slug and shows the trail to it', async () => {
    renderAt('/nieuws/blog/nieuwe-showroom-zwolle');
    expect(await screen.findByRole('heading', { level: 1, name: 'nieuwe showroom zwolle' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws');
  });

  it('the ping page follows the shared session', async () => {
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
