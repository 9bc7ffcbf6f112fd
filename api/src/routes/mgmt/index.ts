// The management API (mgmt): customer baskets and orders, discounts, the organisation, the
// account's profile, and the public news (blog and its media).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import type { Caller } from '../../plugins/auth.js';
import { setupApiModule } from '../../plugins/api-module.js';
import { BasketRepository } from '../../plugins/app/baskets.js';
import { OrderService, type OrderPlacedListener } from '../../plugins/app/orders.js';
import { managementSchemas } from '../../schemas/management.js';
import { orderSchemas } from '../../schemas/orders.js';
import { BlogAuthor, BlogPost, blogRoutes } from './blog.js';
import { OrganizationAddress, OrganizationUnit, organizationUnitRoutes } from './app-organization-unit.js';
import { customerAccountRoutes, Employee, MailNotifications } from './customer-account.js';
import { AddLinesResult, basketRoutes, QuickOrderFileLines } from './customerbaskets.js';
import { orderRoutes } from './customerorders.js';
import { discountRoutes } from './discounts.js';
import { orderStateRoutes } from './order-states.js';
import { profileRoutes } from './my-profile.js';
import { registrationRoutes } from './registration.js';
import { returnOrderRoutes } from './return-order.js';
import { punchoutRoutes, punchoutSchemas } from './punchout.js';
import { PunchoutService } from '../../plugins/app/punchout.js';

export interface MgmtOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
  /** What runs once after each newly placed order (e.g. the confirmation mail). */
  onOrderPlaced?: OrderPlacedListener[];
  /** For registrations: the role names, the provider's issuer (its set-password page) and the shop's address (mails). */
  productKey: string;
  issuer: string;
  publicUrl: string;
  /** Registration requests one client address may send per hour. */
  registrationsPerHour?: number;
}

export async function mgmtApi(fastify: FastifyInstance, opts: MgmtOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel management API',
    description: "The customer's baskets and order lists, discounts, profile and team.",
    schemas: [...managementSchemas, ...orderSchemas, ...punchoutSchemas, AddLinesResult, QuickOrderFileLines, Employee, MailNotifications, OrganizationAddress, OrganizationUnit, BlogAuthor, BlogPost],
    authentication: { kind: 'shop', verify: opts.verify },
  });
  const baskets = new BasketRepository(opts.db);
  const orders = new OrderService(opts.db, baskets, (err, message) => app.log.error({ err }, message));
  for (const listener of opts.onOrderPlaced ?? []) orders.onPlaced(listener);
  await app.register(basketRoutes, { baskets });
  await app.register(orderRoutes, { orders });
  await app.register(organizationUnitRoutes, { db: opts.db });
  await app.register(discountRoutes, { db: opts.db });
  await app.register(orderStateRoutes, { db: opts.db });
  await app.register(profileRoutes, { db: opts.db });
  await app.register(customerAccountRoutes, { db: opts.db, productKey: opts.productKey, issuer: opts.issuer, publicUrl: opts.publicUrl });
  await app.register(blogRoutes, { db: opts.db });
  await app.register(returnOrderRoutes, { db: opts.db });
  await app.register(punchoutRoutes, { punchout: new PunchoutService(opts.db, baskets, opts.publicUrl), db: opts.db, publicUrl: opts.publicUrl });
  await app.register(registrationRoutes, { db: opts.db, productKey: opts.productKey, issuer: opts.issuer, publicUrl: opts.publicUrl, perHour: opts.registrationsPerHour });
}
