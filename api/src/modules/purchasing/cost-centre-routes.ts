// Cost centres (management API, /api/app/cost-centres): the main user names them, sets a budget
// per month, quarter or year and assigns members; a member reads the ones he orders on with what
// is left of their budgets (the order wizard asks him to choose when he has several).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { callerOf, customerOf } from '../../plugins/access.js';
import { ref, responses } from '../../plugins/schemas.js';
import type { CostCentreRepository } from './cost-centres.js';
import type { Db } from '../../db/db.js';
import { CostCentreInput, CostCentreList, CostCentreParams, SpendWorkbook } from './cost-centre-schemas.js';
import { drawFile } from '../../lib/workers/pool.js';
import { spendOf } from './spend.js';

const C = '/api/app/cost-centres';
const tags = ['Purchasing control'];

export async function costCentreRoutes(fastify: FastifyInstance, { db, costCentres }: { db: Db; costCentres: CostCentreRepository }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    C,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: "The customer's cost centres with their budgets, members and what is left this period (main user only)", response: responses(CostCentreList, 200, [401, 403]) },
    },
    async (req) => ({ items: await costCentres.list(customerOf(req)) }),
  );

  app.get(
    `${C}/mine`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'The cost centres the caller orders on, with what is left of their budgets this period', response: responses(CostCentreList, 200, [401, 403]) },
    },
    async (req) => ({ items: await costCentres.mine(customerOf(req), callerOf(req).sub) }),
  );

  app.post(
    C,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: 'Adds a cost centre with its budget (per month, quarter or year, excluding VAT; null: none) and members', body: CostCentreInput, response: responses(ref('CostCentre'), 200, [400, 401, 403]) },
    },
    async (req) => costCentres.create(customerOf(req), req.body),
  );

  app.put(
    `${C}/:id`,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: "Changes a cost centre's name, budget and members", params: CostCentreParams, body: CostCentreInput, response: responses(ref('CostCentre'), 200, [400, 401, 403, 404]) },
    },
    async (req) => costCentres.update(customerOf(req), req.params.id, req.body),
  );

  app.delete(
    `${C}/:id`,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: 'Removes a cost centre; its orders keep its name', params: CostCentreParams, response: responses(null, 204, [400, 401, 403, 404]) },
    },
    async (req, reply) => {
      await costCentres.remove(customerOf(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/app/spend',
    {
      config: { access: 'mainUser' },
      schema: {
        tags,
        summary: 'Spend per calendar month over the last twelve, per cost centre (with its budget per month) and per member: invoices minus credit notes, excluding VAT (main user only)',
        response: responses(ref('Spend'), 200, [401, 403]),
      },
    },
    async (req) => spendOf(db, customerOf(req)),
  );

  app.get(
    '/api/app/spend/excel',
    {
      config: { access: 'mainUser', cost: 'heavy' },
      schema: { tags, summary: 'The same figures as an Excel workbook (.xlsx): a sheet per cost centre and per member', response: { ...responses(null, 200, [401, 403]), 200: SpendWorkbook } },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const file = await drawFile('spendWorkbook', { spend: await spendOf(db, customer), customer, labels: { none: 'Geen kostenplaats', unknown: 'Onbekend' } }, customer);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="uitgaven-${customer}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
