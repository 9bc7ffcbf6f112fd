// The management API (mgmt): customer baskets, discounts and the account's profile.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import type { Caller } from '../../plugins/app/auth.js';
import { setupApiModule } from '../../plugins/app/api-module.js';
import { BasketRepository } from '../../plugins/app/baskets.js';
import { managementSchemas } from '../../schemas/management.js';
import { customerAccountRoutes, Employee } from './customer-account.js';
import { basketRoutes } from './customerbaskets.js';
import { discountRoutes } from './discounts.js';
import { profileRoutes } from './my-profile.js';

export interface MgmtOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
}

export async function mgmtApi(app: FastifyInstance, opts: MgmtOptions) {
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel management API',
    description: "The customer's baskets and order lists, discounts, profile and team.",
    schemas: [...managementSchemas, Employee],
    verify: opts.verify,
  });
  await app.register(basketRoutes, { baskets: new BasketRepository(opts.db) });
  await app.register(discountRoutes, { db: opts.db });
  await app.register(profileRoutes, { db: opts.db });
  await app.register(customerAccountRoutes, { db: opts.db });
}
