// The registration as a visitor uses it: the rules per field, the copy rule of 'Afleveradres is
// bedrijfsadres', and the state that outlives a reload (session storage).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kraanvogel/shared';
import { RegistrationWizard } from '../components/registration-wizard';
import { isDutchVat, isKvk, isPhone } from '../lib/rules';
import { deliveryFor, REGISTRATION_KEY, useRegistration } from '../stores/registration-store';

function renderWizard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <RegistrationWizard />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useRegistration.getState().reset();
});

test('Dutch numbers: KvK 8 digits, VAT NL + 9 digits + B + 2 digits, phone numbers as people write them', () => {
  expect(isKvk('1234 5678')).toBe(true);
  expect(isKvk('1234567')).toBe(false);
  expect(isDutchVat('nl123456789b01')).toBe(true);
  expect(isDutchVat('NL12345678B01')).toBe(false);
  expect(isDutchVat('BE0123456789')).toBe(false);
  expect(isPhone('038 - 123 45 67')).toBe(true);
  expect(isPhone('+31 6 12345678')).toBe(true);
  expect(isPhone('12345')).toBe(false);
});

test('the delivery address follows the company address while they are the same, and is kept when they are not', () => {
  const s = useRegistration.getState();
  s.setBedrijfsGegevens({ Straatnaam: 'Havenkade', Nummer: '14', Postcode: '8011 CZ', Plaats: 'Zwolle' });
  s.setAflevergegevens({ Afleveradresisbedrijfsadres: true });
  expect(useRegistration.getState().Aflevergegevens).toMatchObject({ Straatnaam: 'Havenkade', Nummer: '14', Postcode: '8011 CZ', Plaats: 'Zwolle', Land: 'NL' });
  s.setBedrijfsGegevens({ Nummer: '16' });
  expect(deliveryFor(useRegistration.getState()).Nummer).toBe('16');
  s.setAflevergegevens({ Afleveradresisbedrijfsadres: false, Straatnaam: 'Industrieweg' });
  s.setBedrijfsGegevens({ Nummer: '18' });
  expect(deliveryFor(useRegistration.getState())).toMatchObject({ Afleveradresisbedrijfsadres: false, Straatnaam: 'Industrieweg', Nummer: '16' });
});

test('step 1 stops with a message per invalid field; what was typed is in session storage at once', async () => {
  const user = userEvent.setup();
  renderWizard();
  expect(within(screen.getByTestId('registration-steps')).getByText('Bedrijfsgegevens').closest('li')).toHaveAttribute('aria-current', 'step');
  await user.type(screen.getByLabelText('Bedrijfsnaam'), 'Nieuwbouw B.V.');
  await user.type(screen.getByLabelText('KvK-nummer'), '123');
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
  expect(await screen.findByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeInTheDocument();
  expect(screen.getByLabelText('KvK-nummer')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Dit veld is verplicht').length).toBeGreaterThan(3);
  expect(useRegistration.getState().currentstep).toBe(1);
  const stored = JSON.parse(sessionStorage.getItem(REGISTRATION_KEY)!) as { state: { BedrijfsGegevens: { Naam: string } } };
  expect(stored.state.BedrijfsGegevens.Naam).toBe('Nieuwbouw B.V.');
});

test('a visitor who reloads on step 2 finds the step and the fields as they left them, gender Man by default', async () => {
  useRegistration.getState().setPersoonsgegevens({ Voornaam: 'Mark' });
  useRegistration.getState().goToStep(2);
  renderWizard();
  expect(screen.getByLabelText('Voornaam')).toHaveValue('Mark');
  expect(screen.getByRole('radio', { name: 'De heer' })).toBeChecked();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Vorige' }));
  expect(useRegistration.getState().currentstep).toBe(1);
});
