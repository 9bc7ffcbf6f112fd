// OData $filter: every operator of the PROTOCOLS.md subset, and bad filters answered with a 400.
import type { FastifyInstance } from 'fastify';
import { buildSearchApp, codeSet, search } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

const filtered = (filter: string) => codeSet(app, { filter, top: 100 });

describe('filter operators', () => {
  it.each([
    ["ProductBrand eq 'Grohe'", ['100001', '100002']],
    ["ProductBrand ne 'Grohe'", ['100003', '100004', '100005', '100006', '100007', '100008', '100009', '100010']],
    ['GrossPricePerOrderUnit gt 299', ['100002']],
    ['GrossPricePerOrderUnit ge 299', ['100002', '100005']],
    ['GrossPricePerOrderUnit lt 4.75', ['100007']],
    ['GrossPricePerOrderUnit le 4.75', ['100007', '100008']],
    ['StepQuantity eq 10', ['100007']],
    ["UDF_vrdsoort gt '2'", ['100004', '100009']],
    ['GrossPricePerOrderUnit eq null', ['100010']],
    ['ConditionGroupCode eq null', ['100009']],
    ['ProductSeries ne null and ProductBrand eq \'Sphinx\'', []],
    ['IsOutlet', ['100004']],
    ['IsOutlet eq true', ['100004']],
    ['not IsOutlet and ProductClassName eq \'Sanitaire kraan\'', ['100001', '100002', '100003', '100009']],
    ["ProductBrand eq 'Bonfix' and StepQuantity gt 5", ['100007']],
    ["ProductBrand eq 'Bonfix' or ProductBrand eq 'Sphinx'", ['100007', '100008', '100010']],
    ["not (ProductBrand eq 'Bonfix' or ProductClassName eq 'Sanitaire kraan')", ['100005', '100006', '100010']],
    // and binds tighter than or
    ["ProductBrand eq 'Sphinx' or ProductBrand eq 'Bonfix' and StepQuantity eq 10", ['100007', '100010']],
    ["(ProductBrand eq 'Sphinx' or ProductBrand eq 'Bonfix') and StepQuantity eq 1", ['100010']],
    ["search.in(ProductBrand, 'Grohe,Sphinx')", ['100001', '100002', '100010']],
    ["search.in(ProductBrand, 'Grohe Sphinx')", ['100001', '100002', '100010']],
    ["search.in(ProductBrand, 'Villeroy & Boch|Geberit', '|')", ['100005', '100006']],
    ["search.in(ProductBrand, 'grohe')", []],
    ["CombinedParentKeys/any(k: k eq 'sanitair/toiletten')", ['100005', '100006', '100010']],
    ["CombinedParentKeys/any(k: k eq 'outlet')", ['100004']],
    ["CombinedParentKeys/any(k: search.in(k, 'sanitair/kranen/keukenkranen,installatie'))", ['100002', '100007', '100008', '100009']],
    ["CombinedParentKeys/all(k: k ne 'outlet') and CombinedParentKeys/any(k: k eq 'sanitair/kranen')", ['100001', '100002', '100003', '100009']],
    ['CombinedParentKeys/any()', ['100001', '100002', '100003', '100004', '100005', '100006', '100007', '100008', '100009', '100010']],
    ["ProductDescription eq 'x'", null],
    ["ProductBrand eq 'Villeroy & Boch'", ['100005']],
    ["ProductSeries eq 'Café'", ['100004']],
    ["CodeName eq '100003'", ['100003']],
    ['true', ['100001', '100002', '100003', '100004', '100005', '100006', '100007', '100008', '100009', '100010']],
  ])('%s', async (filter, expected) => {
    if (expected === null) {
      expect((await search(app, { filter })).status).toBe(400);
    } else {
      expect(await filtered(filter)).toEqual(expected);
    }
  });

  it("reads '' inside a string as one quote", async () => {
    const quoted = await buildSearchApp({
      documents: [{ CodeName: 'q1', Code: 'q1', ProductBrand: "O'Neill", CombinedParentKeys: [] }],
    });
    expect(await codeSet(quoted, { filter: "ProductBrand eq 'O''Neill'" })).toEqual(['q1']);
    await quoted.close();
  });

  it('combines a filter with a search', async () => {
    expect(await codeSet(app, { search: 'kraan', filter: "ProductBrand eq 'Hansgrohe'" })).toEqual(['100003', '100009']);
  });
});

describe('bad filters', () => {
  it.each([
    "ProductBrand eq 'Grohe",
    'ProductBrand eq',
    "ProductBrand = 'Grohe'",
    "ProductBrand eq 'Grohe' and",
    "(ProductBrand eq 'Grohe'",
    "ProductBrand eq 'Grohe')",
    'Nope eq 1',
    'GrossPricePerOrderUnit eq \'10\'',
    'ProductBrand eq 10',
    'IsOutlet eq 1',
    "ProductDescription eq 'x'",
    'Image eq null',
    "CombinedParentKeys eq 'sanitair'",
    "ProductBrand/any(b: b eq 'x')",
    "CombinedParentKeys/all()",
    "CombinedParentKeys/any(k: k eq 5)",
    "contains(ProductBrand, 'Gro')",
    "startswith(ProductBrand, 'Gro')",
    "search.in(GrossPricePerOrderUnit, '1,2')",
    "search.in(ProductBrand)",
    'not GrossPricePerOrderUnit gt 5',
    'ProductBrand',
    'ProductBrand eq ProductSeries',
    '   ',
    "ProductBrand eq 'Grohe' @",
  ])('%s → 400 "Invalid expression"', async (filter) => {
    const { status, body } = await search(app, { filter });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: '', message: expect.stringMatching(/^Invalid expression: /) } });
  });
});
