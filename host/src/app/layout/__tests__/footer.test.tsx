// The footer names the company with the one identity (@kraanvogel/rules) the privacy statement,
// the PDFs and the mails use.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kraanvogel/shared';
import { Footer } from '../footer';
import { COMPANY } from '@kraanvogel/shared';

it('shows the company name, address, KvK, VAT number, phone and e-mail of the one company identity', async () => {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  const address = (await screen.findByRole('heading', { name: COMPANY.tradeName })).parentElement!.querySelector('address')!;
  expect(address).toHaveTextContent(`${COMPANY.name}${COMPANY.street}${COMPANY.postalCode} ${COMPANY.city}${COMPANY.phone}${COMPANY.email}KvK ${COMPANY.kvk}btw ${COMPANY.vat}`);
  expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
});
