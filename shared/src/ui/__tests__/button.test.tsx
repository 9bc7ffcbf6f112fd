import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { Button, LinkButton } from '../button';
import { VisuallyHidden } from '../visually-hidden';
import { renderInShop } from './render';

describe('Button and LinkButton', () => {
  it('a Button only submits its form when it is the submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderInShop(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Annuleren</Button>
        <Button type="submit">Opslaan</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a LinkButton is a link that navigates', async () => {
    const user = userEvent.setup();
    renderInShop(
      <Routes>
        <Route path="/fout" element={<LinkButton to="/">Terug naar homepage</LinkButton>} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>,
      { route: '/fout' },
    );
    await user.click(screen.getByRole('link', { name: 'Terug naar homepage' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('VisuallyHidden text is part of the accessible name', () => {
    renderInShop(
      <button>
        ×<VisuallyHidden> Verwijder regel</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '× Verwijder regel' })).toBeInTheDocument();
  });
});
