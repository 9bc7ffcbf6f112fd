import { useRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDismiss } from '../use-dismiss';
import { Breadcrumbs } from '../breadcrumbs';
import { renderInShop } from './render';

function Menu() {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss([panel, toggle], () => setOpen(false), { enabled: open });
  return (
    <>
      <button ref={toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Menu
      </button>
      {open && (
        <div ref={panel} role="menu" aria-label="Gebruikersmenu">
          <button role="menuitem">Mijn orders</button>
        </div>
      )}
      <p>Elders</p>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on a press outside, not on one inside', async () => {
    const user = userEvent.setup();
    renderInShop(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mijn orders' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Elders'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape, and the toggle still toggles', async () => {
    const user = userEvent.setup();
    renderInShop(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  useDismiss(outerRef, () => setOuter(false), { enabled: outer });
  useDismiss(innerRef, () => setInner(false), { enabled: inner });
  return (
    <>
      {outer && (
        <div ref={outerRef} role="dialog" aria-label="Menu">
          <p>In het menu</p>
          {inner && (
            <div ref={innerRef} role="menu" aria-label="Winkelwagens">
              <button role="menuitem">Project</button>
            </div>
          )}
        </div>
      )}
      <p>Elders</p>
    </>
  );
}

describe('useDismiss with a layer inside another', () => {
  it('Escape closes only the innermost open layer', async () => {
    const user = userEvent.setup();
    renderInShop(<Nested />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a press inside the outer layer closes only the inner one', async () => {
    const user = userEvent.setup();
    renderInShop(<Nested />);
    await user.click(screen.getByText('In het menu'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('Breadcrumbs', () => {
  it('starts at Home, links every level and marks the last as the current page', () => {
    renderInShop(
      <Breadcrumbs
        items={[
          { label: 'Sanitair', url: '/sanitair', level: 1 },
          { label: 'Kranen', url: '/sanitair/kranen', level: 2 },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(nav).toHaveTextContent('HomeSanitairKranen');
    expect(screen.getByRole('link', { name: 'Sanitair' })).toHaveAttribute('href', '/sanitair');
    expect(screen.queryByRole('link', { name: 'Kranen' })).not.toBeInTheDocument();
    expect(screen.getByText('Kranen')).toHaveAttribute('aria-current', 'page');
  });
});
