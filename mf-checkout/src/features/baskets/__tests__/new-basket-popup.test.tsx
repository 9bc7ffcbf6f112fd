// The new-cart and new-order-list popups: the shop's validation messages and toasts,
// a new basket becomes current and a new order list is only added.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketChannel, basketStore } from '@kraanvogel/shared';
import CartPopup from '../basket-popup';
import { bestellijst, captureToasts, basket, fakeApi, renderWithShell, signIn } from '@/testing/render';

const CREATE = 'POST /mgmt/api/ecommerce/customerbaskets/createBasket';
let toasts: ReturnType<typeof captureToasts>;

beforeEach(() => {
  localStorage.clear();
  signIn();
  basketStore.getState().setAvailable({ baskets: [basket(1, 'Winkelwagen')], bestellijsten: [bestellijst(5, 'Vaste voorraad bus')] });
  basketStore.getState().setCurrentBasket(basket(1, 'Winkelwagen'));
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

function openPopup(kind: 'basket' | 'bestellijst') {
  renderWithShell(<CartPopup />);
  const s = basketStore.getState();
  act(() => (kind === 'basket' ? s.openNewBasketPopup() : s.openNewBestellijstPopup()));
}

describe('the new-cart popup', () => {
  it('requires a name: the field turns red with "Dit veld is verplicht" and nothing is sent', async () => {
    const calls = fakeApi({});
    openPopup('basket');
    // The first test loads the popup's code: more than findBy's one second on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' }, { timeout: 10_000 });
    const name = within(dialog).getByLabelText('Naam');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Dit veld is verplicht')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(name).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('counts a name of only spaces as missing', async () => {
    const calls = fakeApi({});
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), '    ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('refuses a name longer than the API accepts with the max-length message', async () => {
    const calls = fakeApi({});
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    const name = within(dialog).getByLabelText('Naam');
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Maximale lengte van 100 tekens overschreden')).toBeVisible();
    expect(calls).toEqual([]);
    // Fixing the field clears the message (re-validated on change after a submit attempt).
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText('Maximale lengte van 100 tekens overschreden')).not.toBeInTheDocument());
  });

  it('creates the basket, makes it current, says "winkelwagen is aangemaakt!" and closes', async () => {
    const calls = fakeApi({ [CREATE]: { status: 200, body: basket(9, 'Project Zwolle') } });
    const events: unknown[] = [];
    const off = basketChannel.subscribe((e) => events.push(e));
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), '  Project Zwolle {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.key === CREATE)?.body).toEqual({ name: 'Project Zwolle' });
    expect(basketStore.getState().currentBasket).toEqual({ id: 9, name: 'Project Zwolle', basketType: 0 });
    expect(basketStore.getState().availableBaskets.map((b) => b.id)).toEqual([1, 9]);
    expect(toasts.toasts).toEqual([{ kind: 'success', message: 'winkelwagen is aangemaakt!' }]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'basket-changed', basketId: '9', reason: 'created' }));
    off();
  });

  it('on a failure says "Kon winkelwagen niet aanmaken. Probeer het later nog een keer!", closes and changes nothing', async () => {
    fakeApi({ [CREATE]: { status: 500, body: { error: { message: 'kapot' } } } });
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), 'Project Zwolle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.toasts).toEqual([{ kind: 'alert', message: 'Kon winkelwagen niet aanmaken. Probeer het later nog een keer!' }]);
    expect(basketStore.getState().currentBasket?.id).toBe(1);
    expect(basketStore.getState().showNewBasketPopup).toBe(false);
  });

  it('refuses a name the customer already gives a basket beside the field, without a call; the popup stays', async () => {
    const calls = fakeApi({});
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    const name = within(dialog).getByLabelText('Naam');
    await userEvent.type(name, ' winkelwagen ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Er is al een winkelwagen met de naam ‘winkelwagen’. Kies een andere naam.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Nieuwe winkelwagen' })).toBeInTheDocument();
  });

  it("shows the api's refusal of a taken name beside the field (a basket another user just made)", async () => {
    const message = 'Er is al een winkelwagen met de naam ‘Project Zwolle’. Kies een andere naam.';
    fakeApi({ [CREATE]: { status: 400, body: { error: { code: 'Validation', message: 'Your request is not valid!', validationErrors: [{ message, members: ['name'] }] } } } });
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), 'Project Zwolle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(toasts.toasts).toEqual([]);
    expect(basketStore.getState().currentBasket?.id).toBe(1);
  });
});

describe('the new-order-list popup', () => {
  it('requires a name with the same message', async () => {
    fakeApi({});
    openPopup('bestellijst');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe bestellijst' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeVisible();
  });

  it('only adds the new order list: the current basket stays; "bestellijst is aangemaakt!"', async () => {
    const calls = fakeApi({ [CREATE]: { status: 200, body: bestellijst(12, 'Bus Jan') } });
    openPopup('bestellijst');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe bestellijst' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), 'Bus Jan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.key === CREATE)?.body).toEqual({ name: 'Bus Jan', basketType: 1 });
    expect(basketStore.getState().currentBasket?.id).toBe(1);
    expect(basketStore.getState().availableBestellijsten.map((b) => b.name)).toEqual(['Vaste voorraad bus', 'Bus Jan']);
    expect(toasts.toasts).toEqual([{ kind: 'success', message: 'bestellijst is aangemaakt!' }]);
  });

  it('on a failure says "Kon bestellijst niet aanmaken. Probeer het later nog een keer!" and closes', async () => {
    fakeApi({ [CREATE]: { status: 400, body: { error: { message: 'ongeldig' } } } });
    openPopup('bestellijst');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe bestellijst' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), 'Bus Jan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.toasts).toEqual([{ kind: 'alert', message: 'Kon bestellijst niet aanmaken. Probeer het later nog een keer!' }]);
    expect(basketStore.getState().availableBestellijsten.map((b) => b.id)).toEqual([5]);
  });
});

describe('a popup', () => {
  it('closes on Escape, on the close button, on Annuleren and on a click on the overlay', async () => {
    fakeApi({});
    openPopup('basket');
    await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => basketStore.getState().openNewBasketPopup());
    await userEvent.click(await screen.findByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => basketStore.getState().openNewBasketPopup());
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => basketStore.getState().openNewBasketPopup());
    const dialog = await screen.findByRole('dialog');
    // A click inside the popup does not close it; one on the overlay does.
    await userEvent.click(within(dialog).getByLabelText('Naam'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('new-basket-popup-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the focus inside: Tab and Shift+Tab wrap around', async () => {
    fakeApi({});
    openPopup('basket');
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const name = within(dialog).getByLabelText('Naam');
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Aanmaken' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Aanmaken' })).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Sluiten' }).focus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Aanmaken' })).toHaveFocus();
  });
});
