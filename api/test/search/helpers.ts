// A search app over a small, hand-made assortment whose answers the tests can state exactly.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/db.js';
import { searchPlugin, type SearchPluginOptions } from '../../src/modules/search/plugin.js';
import { freshDatabase } from '../helpers/database.js';
import type { SearchDocument } from '../../src/modules/search/schema.js';

export const API = 'api-version=2017-11-11';

function article(code: string, fields: Partial<SearchDocument>): SearchDocument {
  return {
    CodeName: code,
    Code: code,
    Omschrijving: '',
    ProductDescription: '',
    ProductBrand: null,
    ProductSeries: null,
    ProductType: null,
    ProductClassName: null,
    ProductCode: null,
    EAN: null,
    Image: null,
    GrossPricePerOrderUnit: 10,
    OrderUnit: 'ST',
    UDF_vrdsoort: '1',
    StepQuantity: 1,
    MinOrderQuantity: 1,
    CombinedParentKeys: [],
    ConditionGroupCode: null,
    IsOutlet: false,
    ...fields,
  };
}

const kranen = ['sanitair', 'sanitair/kranen', 'sanitair/kranen/wastafelkranen'];
const keuken = ['sanitair', 'sanitair/kranen', 'sanitair/kranen/keukenkranen'];
const toilet = ['sanitair', 'sanitair/toiletten', 'sanitair/toiletten/hangtoiletten'];
const fitting = ['installatie', 'installatie/fittingen', 'installatie/fittingen/knelfittingen'];

export const articles: SearchDocument[] = [
  article('100001', { Omschrijving: 'Grohe Eurosmart wastafelmengkraan chroom', ProductDescription: 'Wastafelmengkraan met waterbesparende perlator.', ProductBrand: 'Grohe', ProductSeries: 'Eurosmart', ProductType: 'Wastafelmengkraan', ProductClassName: 'Sanitaire kraan', ProductCode: 'GR-32.926', EAN: '4005176874512', GrossPricePerOrderUnit: 129.95, UDF_vrdsoort: '2', CombinedParentKeys: kranen, ConditionGroupCode: 'GR01' }),
  article('100002', { Omschrijving: 'Grohe Essence keukenmengkraan mat zwart', ProductDescription: 'Keukenmengkraan met uittrekbare uitloop.', ProductBrand: 'Grohe', ProductSeries: 'Essence', ProductType: 'Keukenmengkraan', ProductClassName: 'Sanitaire kraan', ProductCode: 'GR-30.270', EAN: '4005176412349', GrossPricePerOrderUnit: 389, UDF_vrdsoort: '1', CombinedParentKeys: keuken, ConditionGroupCode: 'GR01' }),
  article('100003', { Omschrijving: 'Hansgrohe Talis wastafelkraan chroom', ProductDescription: 'Eengreeps wastafelkraan.', ProductBrand: 'Hansgrohe', ProductSeries: 'Talis', ProductType: 'Wastafelkraan', ProductClassName: 'Sanitaire kraan', ProductCode: 'HG-71.710', EAN: '4011097778812', GrossPricePerOrderUnit: 159.5, UDF_vrdsoort: '1', CombinedParentKeys: kranen, ConditionGroupCode: 'HG02' }),
  article('100004', { Omschrijving: 'Plieger Café fonteinkraan crème', ProductDescription: 'Fonteinkraan in retrostijl, ideaal voor het toilet.', ProductBrand: 'Plieger', ProductSeries: 'Café', ProductType: 'Fonteinkraan', ProductClassName: 'Sanitaire kraan', ProductCode: 'PL-40.112', EAN: '8711234567895', GrossPricePerOrderUnit: 45, UDF_vrdsoort: '3', CombinedParentKeys: [...kranen, 'outlet'], ConditionGroupCode: 'PL01', IsOutlet: true }),
  article('100005', { Omschrijving: 'Villeroy & Boch Subway 2.0 hangtoilet wit', ProductDescription: "Randloos hangtoilet, 'DirectFlush'.", ProductBrand: 'Villeroy & Boch', ProductSeries: 'Subway 2.0', ProductType: 'Hangtoilet', ProductClassName: 'Closet', ProductCode: 'VB-5614.R0.01', EAN: '4051202546311', GrossPricePerOrderUnit: 299, UDF_vrdsoort: '1', CombinedParentKeys: toilet, ConditionGroupCode: 'VB01' }),
  article('100006', { Omschrijving: 'Geberit Sigma bedieningsplaat wit', ProductDescription: 'Bedieningsplaat voor inbouwreservoir.', ProductBrand: 'Geberit', ProductSeries: 'Sigma', ProductType: 'Bedieningsplaat', ProductClassName: 'Spoelsysteem', ProductCode: '115.882.KJ.1', EAN: '4025416123458', GrossPricePerOrderUnit: 89.9, UDF_vrdsoort: '2', StepQuantity: 1, CombinedParentKeys: toilet, ConditionGroupCode: 'GE01' }),
  article('100007', { Omschrijving: 'Bonfix knelkoppeling recht 15 mm', ProductDescription: 'Knelkoppeling messing, vernikkeld.', ProductBrand: 'Bonfix', ProductSeries: 'Knel', ProductType: 'Knelkoppeling', ProductClassName: 'Fitting', ProductCode: 'BF-8215', EAN: '8712345000017', GrossPricePerOrderUnit: 3.2, OrderUnit: 'DS', StepQuantity: 10, MinOrderQuantity: 10, UDF_vrdsoort: '1', CombinedParentKeys: fitting, ConditionGroupCode: 'BF01' }),
  article('100008', { Omschrijving: 'Bonfix knelkoppeling recht 22 mm', ProductDescription: 'Knelkoppeling messing.', ProductBrand: 'Bonfix', ProductSeries: 'Knel', ProductType: 'Knelkoppeling', ProductClassName: 'Fitting', ProductCode: 'BF-8222', EAN: '8712345000024', GrossPricePerOrderUnit: 4.75, OrderUnit: 'DS', StepQuantity: 5, MinOrderQuantity: 5, UDF_vrdsoort: '2', CombinedParentKeys: fitting, ConditionGroupCode: 'BF01' }),
  article('100009', { Omschrijving: 'Hansgrohe Logis keukenkraan rvs-look', ProductDescription: 'Keukenkraan met draaibare uitloop.', ProductBrand: 'Hansgrohe', ProductSeries: 'Logis', ProductType: 'Keukenkraan', ProductClassName: 'Sanitaire kraan', ProductCode: 'HG-71.832', EAN: '4059625123452', GrossPricePerOrderUnit: 199, UDF_vrdsoort: '3', CombinedParentKeys: keuken, ConditionGroupCode: null }),
  article('100010', { Omschrijving: 'Sphinx toiletzitting softclose', ProductDescription: 'Toiletzitting met deksel.', ProductBrand: 'Sphinx', ProductSeries: null, ProductType: 'Toiletzitting', ProductClassName: 'Closetzitting', ProductCode: null, EAN: null, Image: null, GrossPricePerOrderUnit: null, UDF_vrdsoort: '1', CombinedParentKeys: toilet, ConditionGroupCode: 'SP01' }),
];

export async function buildSearchApp(options: Partial<SearchPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(searchPlugin, { documents: articles, queryKeys: [], ...options });
  await app.ready();
  return app;
}

export interface Reply {
  statusCode: number;
  body: string;
  json(): any;
}

const addresses = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * A request over real HTTP (the app listens on a free loopback port the first time). Jest cannot
 * load light-my-request's ES-module dependency under Node 20, so the search tests do not use inject.
 */
export async function request(
  app: FastifyInstance,
  opts: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; headers?: Record<string, string> },
): Promise<Reply> {
  let address = addresses.get(app);
  if (!address) {
    address = app.listen({ port: 0, host: '127.0.0.1' });
    addresses.set(app, address);
  }
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (opts.payload !== undefined) {
    body = typeof opts.payload === 'string' ? opts.payload : JSON.stringify(opts.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${await address}${opts.url}`, { method: opts.method, headers, body });
  const text = await res.text();
  return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
}

export interface SearchBody {
  [key: string]: unknown;
}

/** POSTs a search and returns status and parsed body. */
export async function search(app: FastifyInstance, body: SearchBody, path = '/search/indexes/articles/docs/search') {
  const res = await request(app, { method: 'POST', url: `${path}?${API}`, payload: body });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** The codes of the documents a search returns, in order. */
export async function codes(app: FastifyInstance, body: SearchBody): Promise<string[]> {
  const { status, body: json } = await search(app, { select: 'Code', ...body });
  if (status !== 200) throw new Error(`search answered ${status}: ${JSON.stringify(json)}`);
  return (json.value as { Code: string }[]).map((v) => v.Code);
}

export async function codeSet(app: FastifyInstance, body: SearchBody): Promise<string[]> {
  return (await codes(app, body)).sort();
}

/**
 * The search service fed from a fresh database of the test file's own (the demo assortment), its
 * index built before the file's tests and closed after them. Read `app` and `db` in a test or a
 * later hook: they are set when the file's tests start.
 */
export function searchOnFreshDatabase(): { app: FastifyInstance; db: Db } {
  const server = {} as { app: FastifyInstance; db: Db };
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db: server.db, dispose } = await freshDatabase());
    server.app = Fastify({ logger: false });
    await server.app.register(searchPlugin, { db: server.db, queryKeys: [] });
    await server.app.ready();
    await server.app.searchIndex.whenReady();
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });
  return server;
}
