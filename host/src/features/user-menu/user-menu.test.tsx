import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore, theme } from '@kraanvogel/shared';
import { menuStore } from '@/stores/menu-store';
import { UserMenu } from './user-menu';

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <UserMenu /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the user menu with the keyboard', () => {
  beforeEach(() => {
    act(() => {
      menuStore.getState().hideUserMenu();
      authStore.getState().signIn({ token: 't', expiresAt: null, user: { sub: '1', name: 'Femke Bakker' }, role: 'kraanvogelklant_Magazijn' });
    });
  });

  it('ArrowDown on the button opens the menu at its first item; arrows move, wrapping round', async () => {
    renderMenu();
    const button = await screen.findByTestId('user-menu-button');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const links = await screen.findAllByRole('link');
    // A warehouse-only user: no orders, no invoices, no organization.
    expect(links.map((l) => l.textContent)).toEqual(['Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Retouraanvraag', 'Uitloggen']);
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(links.at(-1)).toHaveFocus();
    fireEvent.keyDown(links.at(-1)!, { key: 'ArrowDown' });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(links.at(-1)).toHaveFocus();
  });
});
