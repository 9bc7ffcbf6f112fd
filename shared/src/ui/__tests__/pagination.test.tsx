import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { Pagination } from '../pagination';
import { renderInShop } from './render';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

describe('Pagination', () => {
  it('shows first, last and two pages around the current one, with gaps', () => {
    renderInShop(<Pagination page={6} pages={12} hrefFor={(p) => `?pagina=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    const items = within(nav).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Vorige', '1', '…', '4', '5', '6', '7', '8', '…', '12', 'Volgende']);
    expect(within(nav).getByText('6')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('6')).toHaveAccessibleName('Pagina 6 van 12');
  });

  it('leaves out Vorige on the first page, Volgende on the last, and itself for one page', () => {
    const { unmount } = renderInShop(<Pagination page={1} pages={3} hrefFor={(p) => `?pagina=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Vorige' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volgende' })).toBeInTheDocument();
    unmount();
    renderInShop(<Pagination page={3} pages={3} hrefFor={(p) => `?pagina=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Volgende' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vorige' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    renderInShop(<Pagination page={1} pages={1} hrefFor={(p) => `?pagina=${p}`} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('navigates with links when the page lives in the URL', async () => {
    const user = userEvent.setup();
    renderInShop(
      <Routes>
        <Route
          path="/lijst"
          element={
            <>
              <Pagination page={2} pages={5} hrefFor={(p) => `/lijst?pagina=${p}`} />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/lijst?pagina=2' },
    );
    await user.click(screen.getByRole('link', { name: 'Volgende' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?pagina=3');
    await user.click(screen.getByRole('link', { name: 'Pagina 5' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?pagina=5');
  });

  it('calls onPageChange with buttons when the page is state only', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderInShop(<Pagination page={2} pages={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await user.click(screen.getByRole('button', { name: 'Pagina 4' }));
    expect(onPageChange.mock.calls).toEqual([[1], [4]]);
  });
});
