// The basket menu and the current-basket switch.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketStore } from '@kraanvogel/shared';
import CartSelector from '../basket-selector';
import CartPopup from '../basket-popup';
import { bestellijst, captureToasts, basket, fakeApi, renderWithShell, signIn } from '@/testing/render';

const DETAIL = (id: number) => `GET /mgmt/api/ecommerce/customerbaskets/default?basketId=${id}`;
const line = (id: number, itemNo: string, itemDescription: string, data = '{"itemImage":null}') => ({
  id,
  itemNo,
  itemDescription,
  amount: 2,
  itemUOM: 'ST',
  data,
});

let toasts: ReturnType<typeof captureToasts>;

beforeEach(() => {
  localStorage.clear();
  signIn();
  basketStore.getState().setAvailable({
    baskets: [basket(1, 'Winkelwagen'), basket(2, 'Project Zwolle')],
    bestellijsten: [bestellijst(5, 'Vaste voorraad bus')],
  });
  basketStore.getState().setCurrentBasket(basket(1, 'Winkelwagen'));
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

const shell = (path = '/') =>
  renderWithShell(
    <>
      <CartSelector />
      <p>Buiten het menu</p>
      <CartPopup />
    </>,
    { path },
  );

describe('the basket selector', () => {
  it('shows the current basket and its number of lines, and opens the menu with the baskets on click', async () => {
    fakeApi({ [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen', [line(1, '1000001', 'Mengkraan')]) } });
    shell();
    const trigger = screen.getByTestId('basket-selector');
    await waitFor(() => expect(trigger).toHaveAccessibleName('Winkelwagen, 1 artikel'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('region', { name: 'Mijn winkelwagens' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('button', { name: 'Winkelwagen' })).toHaveAttribute('aria-current', 'true');
    expect(within(menu).getByRole('button', { name: 'Project Zwolle' })).not.toHaveAttribute('aria-current');
  });

  it('does not open on the Order page (/winkelwagen)', async () => {
    fakeApi({ [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') } });
    shell('/winkelwagen/1');
    const trigger = screen.getByTestId('basket-selector');
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('region', { name: 'Mijn winkelwagens' })).not.toBeInTheDocument();
  });

  it('closes on an outside click and on Escape, which gives the focus back to the button', async () => {
    fakeApi({ [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') } });
    shell();
    const trigger = screen.getByTestId('basket-selector');
    await userEvent.click(trigger);
    expect(screen.getByRole('region', { name: 'Mijn winkelwagens' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Buiten het menu'));
    expect(screen.queryByRole('region', { name: 'Mijn winkelwagens' })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Winkelwagen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Mijn winkelwagens' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('loads the selected basket first, then makes it current with "Winkelwagen is geselecteerd!" and closes', async () => {
    const calls = fakeApi({
      [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') },
      [DETAIL(2)]: { status: 200, body: basket(2, 'Project Zwolle', [line(7, '1000008', 'Sifon')]) },
    });
    shell();
    await userEvent.click(screen.getByTestId('basket-selector'));
    await userEvent.click(screen.getByRole('button', { name: 'Project Zwolle' }));
    expect(screen.queryByRole('region', { name: 'Mijn winkelwagens' })).not.toBeInTheDocument();
    await waitFor(() => expect(basketStore.getState().currentBasket?.id).toBe(2));
    expect(calls.map((c) => c.key)).toContain(DETAIL(2));
    expect(toasts.toasts).toEqual([{ kind: 'success', message: 'Winkelwagen is geselecteerd!' }]);
    await waitFor(() => expect(screen.getByTestId('basket-selector')).toHaveAccessibleName('Winkelwagen Project Zwolle, 1 artikel'));
  });

  it('keeps the current basket when loading the selected one fails, with its toast', async () => {
    fakeApi({
      [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') },
      [DETAIL(2)]: { status: 500, body: { error: { message: 'kapot' } } },
    });
    shell();
    await userEvent.click(screen.getByTestId('basket-selector'));
    await userEvent.click(screen.getByRole('button', { name: 'Project Zwolle' }));
    await waitFor(() =>
      expect(toasts.toasts).toEqual([{ kind: 'alert', message: 'Kon winkelwagen niet ophalen. Probeer het later nog een keer!' }]),
    );
    expect(basketStore.getState().currentBasket?.id).toBe(1);
    expect(screen.getByTestId('basket-selector')).toHaveTextContent('Winkelwagen');
  });

  it('counts any status other than 200 as a failed load', async () => {
    fakeApi({
      [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') },
      [DETAIL(2)]: { status: 204 },
    });
    shell();
    await userEvent.click(screen.getByTestId('basket-selector'));
    await userEvent.click(screen.getByRole('button', { name: 'Project Zwolle' }));
    await waitFor(() => expect(toasts.toasts.map((t) => t.message)).toEqual(['Kon winkelwagen niet ophalen. Probeer het later nog een keer!']));
    expect(basketStore.getState().currentBasket?.id).toBe(1);
  });

  it('closes when it opens the new-cart popup, and opens the new-order-list popup', async () => {
    fakeApi({ [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') } });
    shell();
    await userEvent.click(screen.getByTestId('basket-selector'));
    await userEvent.click(screen.getByRole('button', { name: '+ Nieuwe winkelwagen' }));
    expect(screen.queryByRole('region', { name: 'Mijn winkelwagens' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Nieuwe winkelwagen' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('basket-selector')).toHaveFocus();

    await userEvent.click(screen.getByTestId('basket-selector'));
    await userEvent.click(screen.getByRole('button', { name: '+ Nieuwe bestellijst' }));
    expect(screen.queryByRole('region', { name: 'Mijn winkelwagens' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Nieuwe bestellijst' })).toBeInTheDocument();
  });
});

describe('the basket side popup', () => {
  it("lists the current basket's items with their image, or a placeholder when there is none", async () => {
    fakeApi({
      [DETAIL(1)]: {
        status: 200,
        body: basket(1, 'Winkelwagen', [
          line(1, '1000001', 'Wastafelmengkraan chroom', JSON.stringify({ itemImage: '/pim/media/article-images/1000001.svg' })),
          line(2, '1000008', 'Sifon 5/4"', '{"itemImage":null}'),
          line(3, '1000015', 'Afvoerplug', 'geen json'),
        ]),
      },
    });
    shell();
    await userEvent.click(screen.getByTestId('basket-selector'));
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk winkelwagen' }));
    const popup = await screen.findByRole('dialog', { name: 'Winkelwagen' });
    const items = await within(popup).findAllByTestId('basket-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', '/pim/media/article-images/1000001.svg');
    expect(within(items[0]!).getByRole('link', { name: 'Wastafelmengkraan chroom' })).toHaveAttribute('href', '/artikel/1000001');
    expect(within(items[1]!).getByRole('img', { name: 'Geen afbeelding beschikbaar' })).toHaveAttribute('src', 'file-stub');
    expect(within(items[2]!).getByRole('img', { name: 'Geen afbeelding beschikbaar' })).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Naar winkelwagen' })).toHaveAttribute('href', '/winkelwagen/1');
  });

  it("says 'De winkelwagen {name} is leeg' for an empty basket, and closes on the overlay", async () => {
    fakeApi({ [DETAIL(1)]: { status: 200, body: basket(1, 'Winkelwagen') } });
    shell();
    act(() => basketStore.getState().openCartPopup());
    const popup = await screen.findByRole('dialog', { name: 'Winkelwagen' });
    expect(await within(popup).findByText('De winkelwagen Winkelwagen is leeg')).toBeVisible();
    await userEvent.click(screen.getByTestId('basket-content-popup-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(basketStore.getState().showCartPopup).toBe(false);
  });
});

