// The management API (mgmt): its base path, its OpenAPI document, and the contexts it mounts:
// baskets and orders, the organization and its team, the profile, discounts, order states,
// returns, registration, punch-out, the address book, the customer's own article numbers,
// purchasing control (order limits and purchase requests), the back office's customers and users
// (administrators), and the news (the public blog and its media, and its writing by administrators).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import type { Caller } from '../plugins/auth.js';
import { setupApiModule } from '../plugins/api-module.js';
import { BasketRepository } from '../modules/baskets/repository.js';
import { OrderService, type OrderPlacedListener } from '../modules/orders/service.js';
import { AddLinesResult, basketSchemas, QuickOrderFileLines } from '../modules/baskets/schemas.js';
import { DiscountImport, MyDiscount } from '../modules/discounts/schemas.js';
import { Profile } from '../modules/profile/schemas.js';
import { orderSchemas } from '../modules/orders/schemas.js';
import { blogRoutes } from '../modules/blog/routes.js';
import { blogAdminRoutes } from '../modules/blog/admin-routes.js';
import { BlogAuthor, BlogPost, UploadedMedium } from '../modules/blog/schemas.js';
import { organizationUnitRoutes } from '../modules/organization/routes.js';
import { OrganizationAddress, OrganizationUnit } from '../modules/organization/schemas.js';
import { customerAccountRoutes } from '../modules/team/routes.js';
import { Employee, MailNotifications } from '../modules/team/schemas.js';
import { basketRoutes } from '../modules/baskets/routes.js';
import { orderRoutes } from '../modules/orders/routes.js';
import { discountRoutes } from '../modules/discounts/routes.js';
import { orderStateRoutes } from '../modules/order-states/routes.js';
import { profileRoutes } from '../modules/profile/routes.js';
import { registrationRoutes } from '../modules/registration/routes.js';
import { returnOrderRoutes } from '../modules/returns/routes.js';
import { punchoutRoutes } from '../modules/punchout/routes.js';
import { punchoutSchemas } from '../modules/punchout/schemas.js';
import { PunchoutService } from '../modules/punchout/service.js';
import { addressBookRoutes } from '../modules/address-book/routes.js';
import { backOfficeRoutes } from '../modules/back-office/routes.js';
import { AddressBookEntry, NewAddressBookEntry } from '../modules/address-book/schemas.js';
import { AddressBookRepository } from '../modules/address-book/repository.js';
import { purchasingRoutes } from '../modules/purchasing/routes.js';
import { purchasingSchemas } from '../modules/purchasing/schemas.js';
import { costCentreSchemas } from '../modules/purchasing/cost-centre-schemas.js';
import { customerArticleRoutes } from '../modules/customer-articles/routes.js';
import { favouriteRoutes } from '../modules/favourites/routes.js';
import { favouriteSchemas } from '../modules/favourites/schemas.js';
import { systemClock, type Clock } from '../modules/erp/back-office.js';
import { customerArticleSchemas } from '../modules/customer-articles/schemas.js';

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
  /** The ERP's clock: what "ordered in the last 24 months" counts from (tests move it). */
  clock?: Clock;
}

export async function mgmtApi(app: FastifyInstance, opts: MgmtOptions) {
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel management API',
    description: "The customer's baskets and order lists, discounts, profile and team.",
    schemas: [...basketSchemas, MyDiscount, DiscountImport, Profile, ...orderSchemas, ...punchoutSchemas, AddLinesResult, QuickOrderFileLines, Employee, MailNotifications, OrganizationAddress, OrganizationUnit, AddressBookEntry, NewAddressBookEntry, BlogAuthor, BlogPost, UploadedMedium, ...purchasingSchemas, ...customerArticleSchemas, ...favouriteSchemas, ...costCentreSchemas],
    authentication: { kind: 'shop', verify: opts.verify },
  });
  const baskets = new BasketRepository(opts.db);
  const orders = new OrderService(opts.db, baskets, (err, message) => app.log.error({ err }, message));
  for (const listener of opts.onOrderPlaced ?? []) orders.onPlaced(listener);
  const addressBook = new AddressBookRepository(opts.db);
  // An order delivered to an address of the book makes it the last used.
  orders.onPlaced(async ({ order, replayed, customerNumber }) => {
    if (!replayed && order.deliveryMethod === 'bezorgen' && order.deliveryAddress) await addressBook.markUsed(customerNumber, order.deliveryAddress);
  });
  await app.register(basketRoutes, { baskets });
  await app.register(orderRoutes, { orders });
  await app.register(purchasingRoutes, { db: opts.db, baskets, orders, productKey: opts.productKey, publicUrl: opts.publicUrl });
  await app.register(organizationUnitRoutes, { db: opts.db });
  await app.register(addressBookRoutes, { addressBook });
  await app.register(customerArticleRoutes, { db: opts.db });
  await app.register(favouriteRoutes, { db: opts.db, clock: opts.clock ?? systemClock });
  await app.register(discountRoutes, { db: opts.db });
  await app.register(orderStateRoutes, { db: opts.db });
  await app.register(profileRoutes, { db: opts.db, issuer: opts.issuer });
  await app.register(customerAccountRoutes, { db: opts.db, productKey: opts.productKey, issuer: opts.issuer, publicUrl: opts.publicUrl });
  await app.register(blogRoutes, { db: opts.db });
  await app.register(blogAdminRoutes, { db: opts.db });
  await app.register(returnOrderRoutes, { db: opts.db });
  await app.register(punchoutRoutes, { punchout: new PunchoutService(opts.db, baskets, opts.publicUrl), db: opts.db, publicUrl: opts.publicUrl });
  await app.register(registrationRoutes, { db: opts.db, productKey: opts.productKey, issuer: opts.issuer, publicUrl: opts.publicUrl, perHour: opts.registrationsPerHour });
  await app.register(backOfficeRoutes, { db: opts.db, issuer: opts.issuer, publicUrl: opts.publicUrl });
}
