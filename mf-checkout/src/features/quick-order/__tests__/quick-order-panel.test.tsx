// The quick-order panel as a buyer uses it: lines pasted from Excel become editable rows, one
// click sends them all, the added ones leave the list and the wrong ones stay with the server's
// message and a button that takes over the suggested quantity.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickOrderPanel } from '../components/quick-order-panel';
import { captureToasts, fakeApi, renderWithShell, signIn } from '@/testing/render';

const ADD = 'POST /mgmt/api/ecommerce/customerbaskets/addLinesToBasket';

const result = (index: number, code: string, quantity: string, problem: null | { problem: string; message: string; suggestedQuantity: number | null }) => ({
  index,
  code,
  quantity,
  ok: problem === null,
  itemNo: problem?.problem === 'unknown' ? null : code,
  description: null,
  unit: 'ST',
  amount: problem ? null : Number(quantity),
  problem: problem?.problem ?? null,
  message: problem?.message ?? null,
  suggestedQuantity: problem?.suggestedQuantity ?? null,
});

test('pasted lines are sent at once; the wrong ones stay with their message, the suggestion is taken over', async () => {
  signIn();
  const { toasts } = captureToasts();
  const calls = fakeApi({
    [ADD]: (body) => {
      const lines = (body as { lines: { code: string; quantity: string }[] }).lines;
      return {
        status: 200,
        body: {
          basket: { id: 7, name: 'Project', basketType: 0, basketItems: [] },
          added: 2,
          rejected: 1,
          lines: [
            result(0, lines[0]!.code, lines[0]!.quantity, null),
            result(1, lines[1]!.code, lines[1]!.quantity, { problem: 'not-step', message: 'Dit artikel bestelt u vanaf 10 ST in stappen van 5: 10, 15, 20 enzovoort.', suggestedQuantity: 15 }),
            result(2, lines[2]!.code, lines[2]!.quantity, null),
          ],
        },
      };
    },
  });
  renderWithShell(<QuickOrderPanel basketId={7} basketName="Project" />);
  const paste = screen.getByLabelText('Plakken uit Excel (artikelnummer en aantal)');
  fireEvent.paste(paste, { clipboardData: { getData: () => 'Artikelnummer\tAantal\n1000008\t3\n1000015\t12\n1000022\t1\n' } });
  expect(screen.getByText('3 regels overgenomen.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Artikelnummer regel 2' })).toHaveValue('1000015');

  await userEvent.click(screen.getByRole('button', { name: 'Toevoegen aan winkelwagen' }));
  await waitFor(() => expect(screen.getByTestId('quick-order-summary')).toHaveTextContent('2 regels toegevoegd aan winkelwagen Project. 1 regel klopt nog niet: pas hem hieronder aan.'));
  expect(calls.find((c) => c.key === ADD)!.body).toEqual({
    basketId: 7,
    lines: [
      { code: '1000008', quantity: '3' },
      { code: '1000015', quantity: '12' },
      { code: '1000022', quantity: '1' },
    ],
  });
  expect(toasts.map((t) => t.message)).toContain('2 regels toegevoegd aan winkelwagen Project');
  // Only the wrong line is left (and the empty row to type a new one).
  expect(screen.getByRole('textbox', { name: 'Artikelnummer regel 1' })).toHaveValue('1000015');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Dit artikel bestelt u vanaf 10 ST in stappen van 5: 10, 15, 20 enzovoort.');
  expect(screen.getByRole('textbox', { name: 'Aantal regel 1' })).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(within(alert).getByRole('button', { name: 'Neem 15 over' }));
  expect(screen.getByRole('textbox', { name: 'Aantal regel 1' })).toHaveValue('15');
}, 20_000);

test('offline the panel says in Dutch that adding the lines needs a connection, sends nothing and keeps the lines', async () => {
  signIn();
  const calls = fakeApi({});
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    renderWithShell(<QuickOrderPanel basketId={7} basketName="Project" />);
    expect(screen.getByTestId('quick-order-offline')).toHaveTextContent('U bent offline. Deze regels toevoegen kan alleen met een internetverbinding');
    await userEvent.type(screen.getByRole('textbox', { name: 'Artikelnummer regel 1' }), '1000008');
    await userEvent.type(screen.getByRole('textbox', { name: 'Aantal regel 1' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen aan winkelwagen' }));
    expect(screen.getByTestId('quick-order-summary')).toHaveTextContent('ze blijven hier staan tot u weer verbinding hebt');
    expect(screen.getByRole('textbox', { name: 'Artikelnummer regel 1' })).toHaveValue('1000008');
    expect(calls.filter((c) => c.key === ADD)).toHaveLength(0);
  } finally {
    onLine.mockRestore();
  }
});
