// Mijn inloggegevens against a fake api: the profile is saved with the stamp it was read with
// and a stale stamp (409) is explained and reloaded; the password form states and checks the
// policy before sending and shows the server's refusal at its field; two-factor sign-in shows a
// QR code and the secret and takes effect only with a code; turning it off asks the password;
// the basket reminder switch sends the new value.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDetails } from '../components/login-details';
import { groupSecret } from '../components/two-factor';
import { captureToasts, fakeApi, invalid, renderWithShell, signIn, type FakeCall } from '@/testing/render';

const PROFILE = 'GET /mgmt/api/account/my-profile';
const PUT = 'PUT /mgmt/api/account/my-profile';
const PASSWORD = 'POST /mgmt/api/account/my-profile/change-password';
const TWO_FACTOR = 'GET /mgmt/api/account/my-profile/two-factor-enabled';
const SET_ON = 'POST /mgmt/api/account/my-profile/set-two-factor-enabled?enabled=true';
const SET_OFF = 'POST /mgmt/api/account/my-profile/set-two-factor-enabled?enabled=false';
const REMINDER = 'GET /mgmt/api/app/customer-account/open-cart-reminder';

const profile = (over: Record<string, unknown> = {}) => ({
  userName: 'hoofdgebruiker@devries-installatie.nl',
  email: 'hoofdgebruiker@devries-installatie.nl',
  name: 'Jan',
  surname: 'de Vries',
  phoneNumber: null,
  isExternal: false,
  hasPassword: true,
  concurrencyStamp: 'stamp-1',
  extraProperties: { customerNumber: '100001', customerName: 'De Vries Installatie', roles: ['kraanvogelklant_Hoofdgebruiker'] },
  ...over,
});

const sent = (calls: FakeCall[], key: string) => calls.filter((c) => c.key === key).map((c) => c.body);

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const calls = fakeApi({
    [PROFILE]: { status: 200, body: profile() },
    [TWO_FACTOR]: { status: 200, body: false },
    [REMINDER]: { status: 200, body: true },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithShell(<LoginDetails />);
  return { calls, user };
}

describe('the profile', () => {
  it('is saved with the stamp it was read with, and shows the login name it cannot change', async () => {
    const { calls, user } = setup({ [PUT]: (body) => ({ status: 200, body: profile({ ...(body as object), concurrencyStamp: 'stamp-2' }) }) });
    const form = await screen.findByTestId('profile');
    await within(form).findByLabelText('Voornaam');
    expect(within(form).getByTestId('profile-username')).toHaveTextContent('hoofdgebruiker@devries-installatie.nl');
    expect(within(form).getByText('Hoofdgebruiker')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Achternaam'));
    await user.type(within(form).getByLabelText('Achternaam'), 'de Vries-Bakker');
    await user.type(within(form).getByLabelText('Telefoonnummer'), '038 123 45 67');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent(calls, PUT)).toHaveLength(1));
    expect(sent(calls, PUT)[0]).toEqual({
      name: 'Jan',
      surname: 'de Vries-Bakker',
      email: 'hoofdgebruiker@devries-installatie.nl',
      phoneNumber: '038 123 45 67',
      concurrencyStamp: 'stamp-1',
    });
  });

  it('asks the current password for a new e-mail address only, sends it, and says a confirmation link was mailed', async () => {
    let answer = invalid('currentPassword', 'Uw huidige wachtwoord klopt niet.');
    const { calls, user } = setup({ [PUT]: (body) => (answer.status === 200 ? { status: 200, body: profile({ ...(body as object), concurrencyStamp: 'stamp-2' }) } : answer) });
    const { toasts, unregister } = captureToasts();
    const form = await screen.findByTestId('profile');
    await within(form).findByLabelText('Voornaam');
    expect(within(form).queryByLabelText('Huidig wachtwoord')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('E-mailadres voor berichten'));
    await user.type(within(form).getByLabelText('E-mailadres voor berichten'), 'jan@nieuw.example.nl');
    expect(within(form).getByText('Een nieuw e-mailadres bevestigt u met uw huidige wachtwoord.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Vul uw huidige wachtwoord in om uw e-mailadres te wijzigen.')).toBeInTheDocument();
    expect(sent(calls, PUT)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'fout-wachtwoord');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Uw huidige wachtwoord klopt niet.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 200 } as typeof answer;
    await user.clear(within(form).getByLabelText('Huidig wachtwoord'));
    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'Kraanvogel2026!');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toContainEqual(expect.stringContaining('link gestuurd naar jan@nieuw.example.nl')));
    expect(sent(calls, PUT)).toEqual([
      expect.objectContaining({ email: 'jan@nieuw.example.nl', currentPassword: 'fout-wachtwoord' }),
      expect.objectContaining({ email: 'jan@nieuw.example.nl', currentPassword: 'Kraanvogel2026!' }),
    ]);
    unregister();
  });

  it('refuses an empty name and a bad e-mail address beside the fields without a call', async () => {
    const { calls, user } = setup();
    const form = await screen.findByTestId('profile');
    await within(form).findByLabelText('Voornaam');
    await user.clear(within(form).getByLabelText('Voornaam'));
    await user.clear(within(form).getByLabelText('E-mailadres voor berichten'));
    await user.type(within(form).getByLabelText('E-mailadres voor berichten'), 'jan@devries');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(within(form).getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Voornaam')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, PUT)).toHaveLength(0);
  });

  it('explains a stale stamp (409) in Dutch and shows the newest details to change again', async () => {
    let reads = 0;
    const { calls, user } = setup({
      [PROFILE]: () => ({ status: 200, body: ++reads === 1 ? profile() : profile({ name: 'Johannes', concurrencyStamp: 'stamp-9' }) }),
      [PUT]: (body) =>
        (body as { concurrencyStamp: string }).concurrencyStamp === 'stamp-9'
          ? { status: 200, body: profile({ ...(body as object), concurrencyStamp: 'stamp-10' }) }
          : { status: 409, body: { error: { code: 'Volo.Abp.Data:DbConcurrency', message: 'Uw gegevens zijn intussen elders gewijzigd.' } } },
    });
    const form = await screen.findByTestId('profile');
    await within(form).findByLabelText('Voornaam');
    await user.clear(within(form).getByLabelText('Voornaam'));
    await user.type(within(form).getByLabelText('Voornaam'), 'Henk');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByTestId('profile-stale')).toHaveTextContent(/intussen ergens anders gewijzigd/);
    await waitFor(() => expect(within(form).getByLabelText('Voornaam')).toHaveValue('Johannes'));
    // The next save carries the new stamp, and succeeds.
    await user.clear(within(form).getByLabelText('Voornaam'));
    await user.type(within(form).getByLabelText('Voornaam'), 'Henk');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(within(form).queryByTestId('profile-stale')).not.toBeInTheDocument());
    expect(sent(calls, PUT)).toEqual([expect.objectContaining({ name: 'Henk', concurrencyStamp: 'stamp-1' }), expect.objectContaining({ name: 'Henk', concurrencyStamp: 'stamp-9' })]);
  });
});

describe('the password change', () => {
  it('states the policy and checks it, and the repetition, before sending anything', async () => {
    const { calls, user } = setup();
    const form = await screen.findByTestId('change-password');
    expect(within(form).getByText(/Minstens 10 tekens, met minstens één letter en één cijfer/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'Kraanvogel2026!');
    await user.type(within(form).getByLabelText('Nieuw wachtwoord'), 'kort1');
    await user.type(within(form).getByLabelText('Herhaal het nieuwe wachtwoord'), 'anders');
    await user.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await within(form).findByText('Kies een wachtwoord van minstens 10 tekens.')).toBeInTheDocument();
    expect(within(form).getByText('De twee wachtwoorden zijn niet gelijk.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Nieuw wachtwoord'));
    await user.type(within(form).getByLabelText('Nieuw wachtwoord'), 'alleenletters');
    expect(await within(form).findByText('Gebruik in uw wachtwoord minstens één letter en één cijfer.')).toBeInTheDocument();
    expect(sent(calls, PASSWORD)).toHaveLength(0);
  });

  it('sends current and new password, and shows a wrong current password at that field', async () => {
    let answer = invalid('currentPassword', 'Uw huidige wachtwoord klopt niet.');
    const { calls, user } = setup({ [PASSWORD]: () => answer });
    const { toasts, unregister } = captureToasts();
    const form = await screen.findByTestId('change-password');
    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'fout-wachtwoord');
    await user.type(within(form).getByLabelText('Nieuw wachtwoord'), 'NieuwWachtwoord2027');
    await user.type(within(form).getByLabelText('Herhaal het nieuwe wachtwoord'), 'NieuwWachtwoord2027');
    await user.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await within(form).findByText('Uw huidige wachtwoord klopt niet.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 204 };
    await user.clear(within(form).getByLabelText('Huidig wachtwoord'));
    await user.type(within(form).getByLabelText('Huidig wachtwoord'), 'Kraanvogel2026!');
    await user.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Uw wachtwoord is gewijzigd.');
    expect(sent(calls, PASSWORD)).toEqual([
      { currentPassword: 'fout-wachtwoord', newPassword: 'NieuwWachtwoord2027' },
      { currentPassword: 'Kraanvogel2026!', newPassword: 'NieuwWachtwoord2027' },
    ]);
    // The fields are empty again.
    expect(within(form).getByLabelText('Nieuw wachtwoord')).toHaveValue('');
    expect(toasts.map((t) => t.kind)).toContain('success');
    unregister();
  });
});

describe('two-factor sign-in', () => {
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('turning it on shows a QR code and the secret, and takes effect only with a valid code', async () => {
    const { calls, user } = setup({
      [SET_ON]: (body) => {
        const code = (body as { code?: string }).code;
        if (code === undefined) return { status: 200, body: { enabled: false, secret: SECRET, otpauthUri: `otpauth://totp/Kraanvogel:jan?secret=${SECRET}&issuer=Kraanvogel` } };
        return code === '123456' ? { status: 200, body: { enabled: true } } : invalid('code', 'Deze code klopt niet. Vul de code in die uw authenticator-app nu toont.');
      },
    });
    const section = await screen.findByTestId('two-factor');
    expect(await within(section).findByText('Tweestapsverificatie staat uit.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Tweestapsverificatie aanzetten' }));

    const img = await within(section).findByRole('img', { name: 'QR-code voor uw authenticator-app' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(section).getByTestId('two-factor-secret')).toHaveTextContent(groupSecret(SECRET));
    expect(sent(calls, SET_ON)).toEqual([{}]);

    // Turning it on is confirmed with the current password.
    await user.type(within(section).getByLabelText('Huidig wachtwoord'), 'Kraanvogel2026!');
    await user.type(within(section).getByLabelText('Code uit de app'), '12');
    await user.click(within(section).getByRole('button', { name: 'Bevestigen en aanzetten' }));
    expect(await within(section).findByText('Vul de 6 cijfers in die uw authenticator-app toont.')).toBeInTheDocument();
    expect(sent(calls, SET_ON)).toHaveLength(1);

    await user.clear(within(section).getByLabelText('Code uit de app'));
    await user.type(within(section).getByLabelText('Code uit de app'), '654 321');
    await user.click(within(section).getByRole('button', { name: 'Bevestigen en aanzetten' }));
    expect(await within(section).findByText(/Deze code klopt niet/)).toBeInTheDocument();
    expect(within(section).getByText('Tweestapsverificatie staat uit.')).toBeInTheDocument();

    await user.clear(within(section).getByLabelText('Code uit de app'));
    await user.type(within(section).getByLabelText('Code uit de app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Bevestigen en aanzetten' }));
    expect(await within(section).findByText('Tweestapsverificatie staat aan.')).toBeInTheDocument();
    expect(within(section).queryByTestId('two-factor-secret')).not.toBeInTheDocument();
    expect(sent(calls, SET_ON)).toEqual([{}, { code: '654321', password: 'Kraanvogel2026!' }, { code: '123456', password: 'Kraanvogel2026!' }]);
  });

  it('turning it off asks for the password', async () => {
    const { calls, user } = setup({
      [TWO_FACTOR]: { status: 200, body: true },
      [SET_OFF]: (body) => ((body as { password: string }).password === 'Kraanvogel2026!' ? { status: 200, body: { enabled: false } } : invalid('password', 'Uw huidige wachtwoord klopt niet.')),
    });
    const section = await screen.findByTestId('two-factor');
    await user.click(await within(section).findByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    await user.click(within(section).getByRole('button', { name: 'Uitzetten' }));
    expect(await within(section).findByText('Dit veld is verplicht')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Wachtwoord'), 'geraden');
    await user.click(within(section).getByRole('button', { name: 'Uitzetten' }));
    expect(await within(section).findByText('Uw huidige wachtwoord klopt niet.')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('Wachtwoord'));
    await user.type(within(section).getByLabelText('Wachtwoord'), 'Kraanvogel2026!');
    await user.click(within(section).getByRole('button', { name: 'Uitzetten' }));
    expect(await within(section).findByText('Tweestapsverificatie staat uit.')).toBeInTheDocument();
    expect(sent(calls, SET_OFF)).toEqual([{ password: 'geraden' }, { password: 'Kraanvogel2026!' }]);
  });
});

test('the open-basket reminder switch shows the stored value and sends the new one', async () => {
  const { calls, user } = setup({ 'PATCH /mgmt/api/app/customer-account/open-cart-reminder?receiveCartReminder=false': { status: 200, body: false } });
  const toggle = await screen.findByRole('switch', { name: /Stuur mij een e-mail/ });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(calls.map((c) => c.key)).toContain('PATCH /mgmt/api/app/customer-account/open-cart-reminder?receiveCartReminder=false');
});
