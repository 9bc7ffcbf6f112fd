// The ERP API (erp): its base path, its OpenAPI document and the back office's orders and invoices.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { erpModule, type ErpModuleOptions } from '../modules/erp/routes.js';
import { Invoice, InvoiceSummary, Order, OrderLine, OrderSummary, PurchasedArticle, ReorderResult } from '../modules/erp/schemas.js';
import { setupApiModule } from '../plugins/api-module.js';
import type { Caller } from '../plugins/auth.js';

export interface ErpOptions extends ErpModuleOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
}

export async function erpApi(app: FastifyInstance, opts: ErpOptions) {
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel ERP API',
    description: "The customer's orders and invoices from the back office.",
    schemas: [OrderSummary, OrderLine, Order, InvoiceSummary, Invoice, ReorderResult, PurchasedArticle],
    authentication: { kind: 'shop', verify: opts.verify },
  });
  await app.register(erpModule, { db: opts.db, clock: opts.clock, notify: opts.notify });
}
