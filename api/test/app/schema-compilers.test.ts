// The app's schema compilers (plugins/serialization.ts, plugins/validation.ts) on a Fastify of
// their own: a response is written as its schema says, through named schemas it refers to
// (directly or through another), and routes sharing a schema each keep their own answer and
// checks.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildResponseSerializer, neededSchemas } from '../../src/plugins/serialization.js';
import { buildRequestValidator } from '../../src/plugins/validation.js';

const Money = { $id: 'Money', type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } }, required: ['amount'] };
const Line = { $id: 'Line', type: 'object', properties: { itemNo: { type: 'string' }, price: { $ref: 'Money' } } };
const Unused = { $id: 'Unused', type: 'object', properties: { x: { type: 'string' } } };
const Page = { type: 'object', properties: { skip: { type: 'integer', minimum: 0 } } };
const Lines = { type: 'object', properties: { lines: { type: 'array', items: { $ref: 'Line#' } } } };

describe('neededSchemas', () => {
  test('the named schemas a schema refers to, and those they refer to; nothing else', () => {
    const named = { Money, Line, Unused };
    expect(Object.keys(neededSchemas(Lines, named)).sort()).toEqual(['Line', 'Money']);
    expect(Object.keys(neededSchemas({ $ref: 'Money' }, named))).toEqual(['Money']);
    expect(neededSchemas({ type: 'object', properties: { a: { $ref: '#/definitions/a' } } }, named)).toEqual({});
    expect(neededSchemas({ $ref: 'Elsewhere' }, named)).toEqual({});
  });
});

describe('routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ schemaController: { compilersFactory: { buildValidator: buildRequestValidator(), buildSerializer: buildResponseSerializer() } } });
    for (const s of [Money, Line, Unused]) app.addSchema(s);
    const answer = { lines: [{ itemNo: 'A1', price: { amount: 12.5, currency: 'EUR', secret: 'x' }, cost: 3 }] };
    app.get('/a', { schema: { querystring: Page, response: { 200: Lines } } }, async () => answer);
    app.get('/b', { schema: { querystring: Page, response: { 200: Lines } } }, async (req) => ({ lines: [{ itemNo: `B${(req.query as { skip?: number }).skip ?? 0}` }] }));
    await app.ready();
  });
  afterAll(() => app.close());

  test('a response keeps only what its schema, through the named schemas, names', async () => {
    const res = await app.inject('/a?skip=0');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lines: [{ itemNo: 'A1', price: { amount: 12.5, currency: 'EUR' } }] });
  });

  test('two routes with the same schemas answer their own data and check their own input', async () => {
    expect((await app.inject('/b?skip=7')).json()).toEqual({ lines: [{ itemNo: 'B7' }] });
    for (const url of ['/a?skip=-1', '/b?skip=-1', '/b?skip=x']) expect((await app.inject(url)).statusCode).toBe(400);
  });
});
