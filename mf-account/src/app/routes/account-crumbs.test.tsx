import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@kraanvogel/shared';
import { routes } from '../routes';
import { accountCrumbs } from './account-crumbs';

describe('the /mijnaccount page frames', () => {
  it('names every level of the path in Dutch, with cumulative urls and levels', () => {
    expect(accountCrumbs('/mijnaccount/mijnorganisatie/mijnteam/nieuwlid')).toEqual([
      { label: 'Mijn account', url: '/mijnaccount', level: 1 },
      { label: 'Mijn organisatie', url: '/mijnaccount/mijnorganisatie', level: 2 },
      { label: 'Mijn team', url: '/mijnaccount/mijnorganisatie/mijnteam', level: 3 },
      { label: 'Nieuw teamlid', url: '/mijnaccount/mijnorganisatie/mijnteam/nieuwlid', level: 4 },
    ]);
    expect(accountCrumbs('/mijnaccount/mijnfacturen/F2026-0042').at(-1)?.label).toBe('Factuur F2026-0042');
    expect(accountCrumbs('/mijnaccount/retouraanvraag/bedankt').at(-1)?.label).toBe('Bedankt voor uw retouraanvraag');
  });

  it.each([
    ['/mijnaccount/mijnorders', 'Mijn orders'],
    ['/mijnaccount/mijnorders/O-1001', 'Order O-1001'],
    ['/mijnaccount/mijnbestellijsten/vaste-lijst/42', 'Bestellijst 42'],
    ['/mijnaccount/mijninloggegevens', 'Mijn inloggegevens'],
  ])('%s renders its page frame titled %s', async (url, title) => {
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Kraanvogel`);
  });
});
