// /api/app/favourites: "Mijn assortiment", the articles a user starred. The list is the user's own
// (an installer's stars are not his colleague's); every user of a customer keeps one, the warehouse
// role included (a warehouse keeper restocks the same articles), but only users who may read the
// customer's orders see how often each was ordered. Customer and user come from the token only.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { notFound } from '../../plugins/errors.js';
import { listOf, ref, responses } from '../../plugins/schemas.js';
import type { Clock } from '../erp/back-office.js';
import { FavouriteRepository, type Owner } from './repository.js';
import { FavouriteParams, MAX_FAVOURITES } from './schemas.js';

const P = '/api/app/favourites';
const tags = ['Favourites'];

export async function favouriteRoutes(fastify: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const favourites = new FavouriteRepository(db);
  const ownerOf = (req: Parameters<typeof customerOf>[0]): Owner => ({ customer: customerOf(req), user: callerOf(req).sub });

  app.get(
    P,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The caller's favourites (Mijn assortiment) with unit, minimum, step, his price and how often the customer ordered each (not for a warehouse-only user); newest first",
        response: responses(listOf(ref('FavouriteArticle')), 200, [401, 403]),
      },
    },
    async (req) => ({ items: await favourites.list(ownerOf(req), callerOf(req).isWarehouseOnly ? null : { now: clock() }) }),
  );

  app.get(
    `${P}/item-numbers`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: "Only the item numbers of the caller's favourites (the stars in the catalog)", response: responses(ref('FavouriteItemNumbers'), 200, [401, 403]) },
    },
    async (req) => ({ itemNos: await favourites.itemNos(ownerOf(req)) }),
  );

  app.put(
    `${P}/:itemNo`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: `Stars an article (again: nothing changes); an unknown article or more than ${MAX_FAVOURITES} is a 400`,
        params: FavouriteParams,
        response: responses(ref('Favourite'), 200, [400, 401, 403]),
      },
    },
    async (req) => favourites.add(ownerOf(req), req.params.itemNo),
  );

  app.delete(
    `${P}/:itemNo`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'Takes the star off an article (404: it had none)', params: FavouriteParams, response: responses(null, 204) },
    },
    async (req, reply) => {
      if (!(await favourites.remove(ownerOf(req), req.params.itemNo))) throw notFound('Favourite:NotFound', `Artikel ${req.params.itemNo} staat niet in Mijn assortiment.`);
      return reply.code(204).send();
    },
  );
}
