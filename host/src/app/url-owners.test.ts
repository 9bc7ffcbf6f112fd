import { ownerOf } from './url-owners';

describe('URL owners (DESIGN.md table)', () => {
  it.each([
    ['/assortiment', 'catalog'],
    ['/assortiment/sanitair/kranen/wastafelkranen', 'catalog'],
    ['/assortiment/outlet', 'catalog'],
    ['/artikel/GR-1001', 'catalog'],
    ['/zoeken', 'catalog'],
    ['/winkelwagen', 'checkout'],
    ['/winkelwagen/42', 'checkout'],
    ['/order', 'checkout'],
    ['/bedankt', 'checkout'],
    ['/bedankt-punchout', 'checkout'],
    ['/mijnaccount/mijnorganisatie/mijnteam/nieuwlid', 'account'],
    ['/nieuws/blog/nieuwe-showroom', 'content'],
    ['/privacyverklaring', 'content'],
    ['/registratie', 'content'],
    ['/styleguide', 'content'],
    ['/ping', 'content'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/', '/login', '/auth', '/logout', '/zoekenx', '/orders', '/bestaat-niet'])('%s belongs to no remote', (path) => {
    expect(ownerOf(path)).toBeNull();
  });
});
