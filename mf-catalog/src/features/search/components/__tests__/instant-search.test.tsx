import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStore } from '@kraanvogel/shared';
import { renderWithProviders, mockSearchFetch } from '@/testing/test-utils';
import { InstantSearch } from '../instant-search';

const article = (code: string, name: string) => ({ CodeName: code, Code: code, Omschrijving: name, Image: null });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function setup(answers: Parameters<typeof mockSearchFetch>[0] = {}) {
  const mock = mockSearchFetch({
    search: () => ({ value: [article('100001', 'Grohe wastafelmengkraan chroom'), article('100002', 'Hansa wastafelkraan')] }),
    autocomplete: () => ({ value: [{ text: 'wastafelmengkraan', queryPlusText: 'wastafelmengkraan' }] }),
    ...answers,
  });
  const view = renderWithProviders(<InstantSearch />, { path: '/' });
  const input = screen.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  return { ...mock, ...view, input };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const dropdown = () => screen.getByTestId('instant-search-dropdown');

async function flush(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe('instant search', () => {
  it('waits 800 ms after the last keystroke, then shows completions and five articles without a count', async () => {
    const { input, calls } = setup();
    type(input, 'was');
    await flush(500);
    type(input, 'wast');
    await flush(799);
    expect(calls).toHaveLength(0);
    expect(dropdown()).not.toBeVisible();
    await flush(1);
    expect(await screen.findAllByTestId('instant-article')).toHaveLength(2);
    expect(screen.getByTestId('instant-suggestion')).toHaveTextContent('wastafelmengkraan');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const search = calls.find((c) => c.url.includes('/docs/search'))!;
    expect(search.url).toMatch(/\/search\/indexes\/articles\/docs\/search\?api-version=2017-11-11/);
    expect(search.body).toMatchObject({ search: '/.*wast.*/', queryType: 'full', top: 5, count: false });
    expect(calls.find((c) => c.url.includes('/docs/autocomplete'))!.body).toEqual({ search: 'wast', suggesterName: 'default' });
  });

  it('suggests the corrected phrase and shows its articles when the typed one finds nothing', async () => {
    const { input, calls } = setup({
      search: (body) => ({ value: body.search === '/.*kogelkraan.*/' ? [article('1000169', 'Aqualis Linea kogelkraan 22mm')] : [] }),
      autocomplete: (body) => ({ value: body.fuzzy ? [{ text: 'kogelkraan', queryPlusText: 'kogelkraan' }] : [] }),
    });
    type(input, 'kogelkaan');
    await flush(800);
    expect(await screen.findByTestId('instant-article')).toHaveTextContent('Aqualis Linea kogelkraan 22mm');
    expect(screen.getByTestId('instant-suggestion')).toHaveTextContent('kogelkraan');
    expect(screen.getByTestId('instant-articles-title')).toHaveTextContent("Resultaten voor 'kogelkraan'");
    expect(calls.filter((c) => c.url.includes('/docs/search')).map((c) => c.body.search)).toEqual(['/.*kogelkaan.*/', '/.*kogelkraan.*/']);
  });

  it('ignores fewer than 3 characters and hides when the text gets shorter', async () => {
    const { input, calls } = setup();
    type(input, 'wa');
    await flush(1000);
    expect(calls).toHaveLength(0);
    type(input, 'wastafel');
    await flush(800);
    await screen.findAllByTestId('instant-article');
    type(input, 'wa');
    expect(dropdown()).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Er zijn geen artikelen gevonden' when nothing matches", async () => {
    const { input } = setup({ search: () => ({ value: [] }), autocomplete: () => ({ value: [] }) });
    type(input, 'xyzzy');
    await flush(800);
    expect(await screen.findByTestId('instant-no-results')).toHaveTextContent('Er zijn geen artikelen gevonden');
    expect(screen.getByTestId('instant-no-results')).toBeVisible();
  });

  it('hides on an error', async () => {
    const { input } = setup({ status: 503 });
    type(input, 'kraan');
    await flush(800);
    await flush(0);
    await flush(0);
    expect(dropdown()).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides on an outside click and on Escape', async () => {
    const { input } = setup();
    type(input, 'kraan');
    await flush(800);
    await screen.findAllByTestId('instant-article');
    fireEvent.pointerDown(document.body);
    expect(dropdown()).not.toBeVisible();
    type(input, 'kraans');
    await flush(800);
    await screen.findAllByTestId('instant-article');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(dropdown()).not.toBeVisible();
    // ArrowDown brings the same list back.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(dropdown()).toBeVisible();
    expect(screen.getAllByTestId('instant-article')).toHaveLength(2);
  });

  it('Enter goes to /zoeken?phrase= and hides, also before the debounce fired', async () => {
    const { input, router, calls } = setup();
    type(input, 'wastafel 1/2');
    fireEvent.submit(input.closest('form')!);
    await flush(1000);
    expect(router.state.location.pathname).toBe('/zoeken');
    expect(new URLSearchParams(router.state.location.search).get('phrase')).toBe('wastafel 1/2');
    expect(calls).toHaveLength(0);
    expect(dropdown()).not.toBeVisible();
  });

  it('arrows move through the options and Enter opens the active article', async () => {
    const { input, router } = setup();
    type(input, 'kraan');
    await flush(800);
    await screen.findAllByTestId('instant-article');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(input.closest('form')!);
    await flush(0);
    expect(router.state.location.pathname).toBe('/artikel/100002');
    expect(dropdown()).not.toBeVisible();
  });

  it('a click on a result opens it and hides the dropdown', async () => {
    const { input, router } = setup();
    type(input, 'kraan');
    await flush(800);
    fireEvent.click((await screen.findAllByTestId('instant-article'))[0]!);
    await flush(0);
    expect(router.state.location.pathname).toBe('/artikel/100001');
    expect(dropdown()).not.toBeVisible();
  });

  it("marks the articles the signed-in customer ordered before", async () => {
    authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan', customerNumber: '100001' }, role: [] });
    try {
      const { input, calls } = setup({
        // The ERP's GET has no body: its answer is the purchase history.
        search: (body) =>
          body.search === undefined
            ? { months: 24, items: [{ itemNo: '100002', timesOrdered: 3, quantity: 9, lastOrderDate: `${new Date().getFullYear()}-10-03` }] }
            : { value: [article('100001', 'Grohe wastafelmengkraan chroom'), article('100002', 'Hansa wastafelkraan')] },
      });
      type(input, 'wast');
      await flush(800);
      const [first, second] = await screen.findAllByTestId('instant-article');
      expect(await within(second!).findByTestId('purchased-mark')).toHaveTextContent('Eerder besteld: 3×, laatst 3 okt');
      expect(within(first!).queryByTestId('purchased-mark')).toBeNull();
      expect(calls.some((c) => c.url.includes('/erp/api/app/order/purchase-history'))).toBe(true);
    } finally {
      act(() => authStore.getState().signOut());
    }
  });
});
