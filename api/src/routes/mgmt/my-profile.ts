// GET /api/account/my-profile: the signed-in user's own account (PROTOCOLS §2 shape).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { findUserById } from '../../plugins/app/accounts.js';
import { callerOf } from '../../plugins/app/auth.js';
import { notFound } from '../../plugins/app/errors.js';
import { ref, responses } from '../../schemas/common.js';

export async function profileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/account/my-profile', { schema: { tags: ['Profile'], summary: 'The signed-in user\'s profile', response: responses(ref('Profile'), 200, [401, 404]) } }, async (req) => {
    const caller = callerOf(req);
    const user = await findUserById(db, caller.sub);
    if (!user) throw notFound('User:NotFound', 'Dit account bestaat niet meer.');
    return {
      userName: user.user_name,
      email: user.email,
      name: user.name,
      surname: user.surname,
      phoneNumber: user.phone_number,
      isExternal: false,
      hasPassword: true,
      concurrencyStamp: user.concurrency_stamp,
      extraProperties: { customerNumber: user.customer_number, customerName: user.customer_name, roles: user.roles },
    };
  });
}
