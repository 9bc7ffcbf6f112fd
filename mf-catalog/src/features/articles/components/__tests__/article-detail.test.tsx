import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, basketChannel, basketStore, discountsStore, type BasketEvent } from '@kraanvogel/shared';
import { renderWithProviders } from '@/testing/test-utils';
import type { Article } from '@/types/pim';
import { ArticleDetail } from '../article-detail';

const article: Article = {
  id: '1004117',
  itemNo: '1004117',
  code: '1004117',
  description: 'Pelikaan Compact wastafelmengkraan',
  longDescription: 'Een kraan.',
  brand: 'Pelikaan',
  series: 'Compact',
  productType: 'Eengreeps',
  productClass: 'Mengkranen',
  manufacturerCode: 'PEL-1',
  ean: '8714080005887',
  imageUrl: null,
  grossPrice: 100,
  netPrice: 80,
  discountPercentage: 20,
  orderUnit: 'ST',
  stepQuantity: 5,
  minOrderQuantity: 10,
  discountGroupCode: 'KRWA01',
  sortKey: '1',
  isOutlet: false,
  categoryId: 3,
  categoryPath: 'sanitair/kranen/wastafelkranen',
  breadcrumbs: [],
  etimClass: null,
};

let lastDownload: { url: string; auth?: string } | null = null;

function setup(own: Partial<Article> = {}, relatedImage: string | null = null) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/bijlagen/1')) {
      lastDownload = { url, auth: (init?.headers as Record<string, string>).Authorization };
      return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }) } as unknown as Response;
    }
    const body = url.includes('/purchase-history')
      ? { months: 24, items: [{ itemNo: '1004117', timesOrdered: 12, quantity: 60, lastOrderDate: `${new Date().getFullYear()}-10-03` }] }
      : url.includes('/my-discounts')
        ? []
        : url.endsWith('/etim')
      ? { classCode: 'EC1', className: 'Wastafelkraan', items: [{ code: 'EF1', name: 'Kleur', value: 'chroom', unit: null }] }
      : url.endsWith('/bijlagen')
        ? { items: [{ id: 1, kind: 'datasheet', title: 'Productblad', fileName: 'productblad-1004117.pdf', url: 'http://shop.test/pim/api/app/article/1004117/bijlagen/1', contentType: 'application/pdf' }] }
        : url.endsWith('/related-articles')
          ? { items: [{ itemNo: '2002', description: 'Sifon chroom', brand: null, imageUrl: relatedImage, grossPrice: 40, orderUnit: 'ST', stepQuantity: 1, minOrderQuantity: 1, discountGroupCode: 'KRWA01', relationType: 'accessory' }] }
          : { itemNo: '1004117', totalStock: 63, isAvailable: true, deliveryIndication: 'Morgen in huis', warehouses: [], updatedAt: '2026-11-22T00:00:00Z' };
    return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  const events: BasketEvent[] = [];
  const off = basketChannel.subscribe((e) => events.push(e));
  renderWithProviders(<ArticleDetail article={{ ...article, ...own }} />);
  return { events, off };
}

beforeEach(() => {
  discountsStore.setState({ discounts: [{ discountGroup: 'KRWA01', itemNo: null, percentage: 25 }], fetchedOn: '2099-01-01', owner: null, status: 'ready' });
});

describe('the article page', () => {
  it('shows gross and net price, facts, availability, ETIM features and PDF downloads; a placeholder without image', async () => {
    setup();
    expect(screen.getByTestId('net-price')).toHaveTextContent('€ 75,00');
    expect(screen.getByTestId('gross-price')).toHaveTextContent('€ 100,00');
    expect(screen.getByTestId('article-image-placeholder')).toBeInTheDocument();
    expect(await screen.findByText('Op voorraad (63)')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Kleur' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Productblad' })).toHaveAttribute('download', 'productblad-1004117.pdf');
  });

  it('fetches its own image at once and first (the largest paint of the page); the related articles\' images load lazily', async () => {
    setup({ imageUrl: '/pim/media/article-images/1004117.svg' }, '/pim/media/article-images/2002.svg');
    const own = screen.getByRole('img', { name: 'Pelikaan Compact wastafelmengkraan' });
    expect(own).toHaveAttribute('loading', 'eager');
    expect(own).toHaveAttribute('fetchpriority', 'high');
    const related = await screen.findByTestId('related-articles');
    const image = await within(related).findByTestId('article-image');
    expect(image.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(image.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it("shows the related articles' net prices from the discount group the api names", async () => {
    setup();
    const related = await screen.findByTestId('related-articles');
    await waitFor(() => expect(within(related).getByTestId('net-price')).toHaveTextContent('€ 30,00'));
    expect(within(related).getByTestId('gross-price')).toHaveTextContent('€ 40,00');
    expect((global.fetch as jest.Mock).mock.calls.some(([u]) => String(u).includes('/docs/search'))).toBe(false);
  });

  it('downloads a PDF with the bearer token and saves it under its name', async () => {
    authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan' }, role: [] });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    setup();
    fireEvent.click(await screen.findByRole('link', { name: 'Productblad' }));
    await waitFor(() => expect(saved).toEqual(['productblad-1004117.pdf blob:pdf']));
    expect(lastDownload).toEqual({ url: '/pim/api/app/article/1004117/bijlagen/1', auth: 'Bearer tok' });
    click.mockRestore();
    act(() => authStore.getState().signOut());
  });

  it('keeps the quantity to minimum and step, and sends it with add to basket and add to order list', async () => {
    const { events, off } = setup();
    const quantity = screen.getByTestId('quantity');
    expect(quantity).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Minder' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Meer' }));
    expect(quantity).toHaveValue(15);
    fireEvent.change(quantity, { target: { value: '17' } });
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(20);
    expect(screen.getByText('Aantal aangepast naar 20 (bestelstap en minimale afname)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(events.at(-1)).toEqual({ type: 'add-to-basket', itemNo: '1004117', amount: 20, description: article.description, source: 'catalog' });
    fireEvent.click(screen.getByTestId('add-to-order-list'));
    expect(events.at(-1)).toMatchObject({ type: 'add-to-basket', itemNo: '1004117', amount: 20, basketType: 1 });
    expect(events.at(-1)).not.toHaveProperty('basketId');
    off();
  });

  it('lets a user with several order lists choose one', () => {
    basketStore.setState({
      availableBestellijsten: [
        { id: 7, name: 'Project Zwolle', basketType: 1, basketItems: [] },
        { id: 9, name: 'Vaste voorraad', basketType: 1, basketItems: [] },
      ],
    } as never);
    const { events, off } = setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Bestellijst' }), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('add-to-order-list'));
    expect(events.at(-1)).toMatchObject({ basketType: 1, basketId: '9', amount: 10 });
    off();
  });

  it("marks an article the customer ordered before, for him only", async () => {
    authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan', customerNumber: '100001' }, role: [] });
    setup();
    expect(await screen.findByTestId('purchased-mark')).toHaveTextContent('Eerder besteld: 12×, laatst 3 okt');
    act(() => authStore.getState().signOut());
  });

  it('shows no mark to a visitor and asks the ERP nothing', async () => {
    setup();
    await screen.findByText('Op voorraad (63)');
    expect(screen.queryByTestId('purchased-mark')).toBeNull();
    expect((global.fetch as jest.Mock).mock.calls.some(([u]) => String(u).includes('purchase-history'))).toBe(false);
  });
});
