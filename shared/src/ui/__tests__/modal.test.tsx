import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../modal';
import { ConfirmDialog } from '../confirm-dialog';
import { renderInShop } from './render';

function WithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Openen</button>
      {open && (
        <Modal title="Nieuwe winkelwagen" onClose={() => setOpen(false)}>
          <label>
            Naam <input />
          </label>
          <button>Opslaan</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that starts on its first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    renderInShop(<WithModal />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));

    const dialog = screen.getByRole('dialog', { name: 'Nieuwe winkelwagen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveFocus();
    await user.tab();
    // Past the last control the focus wraps to the first: the close button in the head.
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderInShop(<WithModal />);
    const opener = screen.getByRole('button', { name: 'Openen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the × button', async () => {
    const user = userEvent.setup();
    renderInShop(<WithModal />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderInShop(<ConfirmDialog title="Regel verwijderen" message="Wilt u deze regel verwijderen?" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
    return { onConfirm, onCancel, user: userEvent.setup() };
  }

  it('asks its question with Dutch default buttons, the focus on cancel', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Regel verwijderen' });
    expect(dialog).toHaveAccessibleDescription('Wilt u deze regel verwijderen?');
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bevestigen' })).toBeInTheDocument();
  });

  it('confirms only with the confirm button', async () => {
    const { onConfirm, onCancel, user } = setup({ confirmText: 'Verwijderen' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button, Escape and the × button', async () => {
    const { onConfirm, onCancel, user } = setup({ cancelText: 'Nee' });
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
