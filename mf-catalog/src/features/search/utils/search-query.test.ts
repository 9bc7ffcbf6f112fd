import { buildAutocompleteRequest, buildCorrectionRequest, buildFilter, correctionOf, isCorrectable, effectiveSort, buildInstantRequest, buildListingRequests, odataString, toSearchText } from './search-query';

describe('the search text', () => {
  it('turns a single plain word into a lowercase contains pattern in full Lucene syntax', () => {
    expect(toSearchText('Mengkraan')).toEqual({ search: '/.*mengkraan.*/', queryType: 'full' });
    expect(toSearchText('  kraan ')).toEqual({ search: '/.*kraan.*/', queryType: 'full' });
  });
  it('doubles slashes, also inside the pattern', () => {
    expect(toSearchText('1/2')).toEqual({ search: '/.*1//2.*/', queryType: 'full' });
    expect(toSearchText('knie 1/2 inch')).toEqual({ search: 'knie 1//2 inch', queryType: 'simple' });
  });
  it('keeps codes with separators as one word', () => {
    expect(toSearchText('GR-32.12')).toEqual({ search: '/.*gr-32.12.*/', queryType: 'full' });
  });
  it('sends several words and query syntax as a simple query', () => {
    expect(toSearchText('grohe mengkraan')).toEqual({ search: 'grohe mengkraan', queryType: 'simple' });
    expect(toSearchText('kraan*')).toEqual({ search: 'kraan*', queryType: 'simple' });
    expect(toSearchText('"eengreeps kraan"')).toEqual({ search: '"eengreeps kraan"', queryType: 'simple' });
  });
  it('searches everything without a phrase', () => {
    expect(toSearchText('   ')).toEqual({ search: '*', queryType: 'simple' });
  });
});

describe('filters', () => {
  it('quotes OData strings and doubles quotes', () => {
    expect(odataString("d'Alba")).toBe("'d''Alba'");
  });
  it('combines scope, values of one facet with or, facets with and', () => {
    expect(
      buildFilter({ kind: 'category', path: 'sanitair/kranen' }, { ProductBrand: ['Grohe', 'Hansa'], ProductSeries: ['Eurosmart'] }),
    ).toBe("CombinedParentKeys/any(k: k eq 'sanitair/kranen') and (ProductBrand eq 'Grohe' or ProductBrand eq 'Hansa') and ProductSeries eq 'Eurosmart'");
    expect(buildFilter({ kind: 'search' }, {})).toBeUndefined();
  });
});

describe('listing requests', () => {
  it('asks for page, count, facets, sort and the scoring profile', () => {
    const { main, facetRequests } = buildListingRequests({ kind: 'search' }, { phrase: 'kraan', filters: {}, page: 3, pageSize: 12, sort: 'UDF_vrdsoort asc, Code asc' });
    expect(main).toMatchObject({
      search: '/.*kraan.*/',
      queryType: 'full',
      top: 12,
      skip: 24,
      count: true,
      orderby: 'UDF_vrdsoort asc, Code asc',
      scoringProfile: 'ArticleSearch',
      facets: ['ProductBrand,count:10000,sort:value', 'ProductSeries,count:10000,sort:value', 'ProductType,count:10000,sort:value', 'ProductClassName,count:10000,sort:value'],
    });
    expect(main.select?.split(',')).toEqual(expect.arrayContaining(['Code', 'Omschrijving', 'GrossPricePerOrderUnit', 'ConditionGroupCode', 'CombinedParentKeys', 'StepQuantity', 'MinOrderQuantity']));
    expect(main.filter).toBeUndefined();
    expect(facetRequests).toEqual([]);
  });
  it('counts a filtered facet without its own filter, so its other values stay selectable', () => {
    const { main, facetRequests } = buildListingRequests(
      { kind: 'category', path: 'outlet' },
      { phrase: '', filters: { ProductBrand: ['Grohe'] }, page: 1, pageSize: 24, sort: 'Code asc' },
    );
    expect(main.filter).toBe("CombinedParentKeys/any(k: k eq 'outlet') and ProductBrand eq 'Grohe'");
    expect(main.facets).not.toContain('ProductBrand,count:10000,sort:value');
    expect(main.skip).toBe(0);
    expect(facetRequests).toEqual([
      {
        field: 'ProductBrand',
        request: expect.objectContaining({ filter: "CombinedParentKeys/any(k: k eq 'outlet')", top: 0, facets: ['ProductBrand,count:10000,sort:value'] }),
      },
    ]);
  });
});

describe('instant search requests', () => {
  it('asks for five articles without a count', () => {
    expect(buildInstantRequest('wastafel')).toMatchObject({ search: '/.*wastafel.*/', queryType: 'full', top: 5, count: false });
  });
  it('autocompletes with the default suggester', () => {
    expect(buildAutocompleteRequest(' wasta ')).toEqual({ search: 'wasta', suggesterName: 'default' });
  });
});

describe('correction requests', () => {
  it("asks the service's fuzzy autocomplete for one suggestion", () => {
    expect(buildCorrectionRequest('  kogelkaan ')).toEqual({ search: 'kogelkaan', suggesterName: 'default', fuzzy: true, top: 1 });
  });
  it('is asked for phrases with a word of four letters or more, not for codes and numbers', () => {
    expect(isCorrectable('kogelkaan')).toBe(true);
    expect(isCorrectable('wc bril')).toBe(true);
    expect(isCorrectable('1000008')).toBe(false);
    expect(isCorrectable('AQU-12345C')).toBe(false);
    expect(isCorrectable('8714090000001')).toBe(false);
  });
  it('takes the first suggestion as the correction, unless it is the phrase itself', () => {
    expect(correctionOf('kogelkaan', [{ queryPlusText: 'kogelkraan' }])).toBe('kogelkraan');
    expect(correctionOf('Kogelkraan  22mm', [{ queryPlusText: 'kogelkraan 22mm' }])).toBeUndefined();
    expect(correctionOf('kogelkaan', [])).toBeUndefined();
  });
});

describe('sorting', () => {
  it('keeps to the orderings the listing offers', () => {
    expect(effectiveSort('Code asc', null, false)).toBe('Code asc');
    expect(effectiveSort('Foo desc', 'Omschrijving asc', false)).toBe('Omschrijving asc');
    expect(effectiveSort(null, 'nonsense', false)).toBe('UDF_vrdsoort asc, Code asc');
    expect(effectiveSort('search.score() desc', null, false)).toBe('UDF_vrdsoort asc, Code asc');
    expect(effectiveSort('search.score() desc', null, true)).toBe('search.score() desc');
  });
});
