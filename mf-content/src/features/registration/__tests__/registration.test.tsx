// The registration as a visitor uses it: the rules per field, the copy rule of 'Afleveradres is
// bedrijfsadres', and the state that outlives a reload (session storage).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kraanvogel/shared';
import { RegistrationWizard } from '../components/registration-wizard';
import { texts } from '@/texts';
import { companySchema } from '../lib/rules';
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

test('the company step refuses a wrong KvK, VAT or phone number and a postcode that does not fit the country, with the Dutch messages', () => {
  const company = {
    Naam: 'Havenbouw BV',
    BTW: 'nl123456789b01',
    chamberOfCommerceNumber: '1234 5678',
    Straatnaam: 'Havenkade',
    Nummer: '14',
    Postcode: '8011 CZ',
    Plaats: 'Zwolle',
    Land: 'NL' as const,
    Telefoon: '038 - 123 45 67',
    Email: 'info@havenbouw.nl',
  };
  expect(companySchema.safeParse(company).success).toBe(true);
  const wrong = companySchema.safeParse({ ...company, BTW: 'BE0123456789', chamberOfCommerceNumber: '1234567', Telefoon: '12345' });
  expect(wrong.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['BTW', texts.validation.vat],
    ['chamberOfCommerceNumber', texts.validation.kvk],
    ['Telefoon', texts.validation.phone],
  ]);
  const postcode = companySchema.safeParse({ ...company, Postcode: '8011 CZ', Land: 'BE' });
  expect(postcode.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['Postcode', texts.validation.postcode('1000')]]);
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
