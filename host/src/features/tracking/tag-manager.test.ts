import { loadTagManager, PAGE_VIEW_DELAY_MS, pushPageView } from './tag-manager';

beforeEach(() => {
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('tag manager', () => {
  it('pushes a page-view event with the page’s path and title', () => {
    document.title = 'Nieuws | Kraanvogel';
    pushPageView('/nieuws?pagina=2');
    expect(window.dataLayer).toEqual([
      { event: 'pageview', pageType: 'PageView', pageUrl: 'http://localhost/nieuws?pagina=2', pagePath: '/nieuws?pagina=2', pageTitle: 'Nieuws | Kraanvogel' },
    ]);
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
  });

  it('loads no container script without a configured id', () => {
    expect(loadTagManager(null)).toBe(false);
    expect(loadTagManager('')).toBe(false);
    expect(loadTagManager('javascript:alert(1)')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the container script once when an id is configured', () => {
    expect(loadTagManager('GTM-ABC1234')).toBe(true);
    expect(loadTagManager('GTM-ABC1234')).toBe(false);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(scripts[0]!.async).toBe(true);
    expect(window.dataLayer![0]).toMatchObject({ event: 'gtm.js' });
  });
});
