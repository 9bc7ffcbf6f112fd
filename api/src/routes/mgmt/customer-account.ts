// GET /api/app/customer-account/employees: the team of the caller's organisation (mijnteam).
// Only the organisation's main user manages the team (SPEC §6).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { customerOf, requireMainUser } from '../../plugins/app/auth.js';
import { listOf, ref, responses } from '../../schemas/common.js';

export const Employee = Type.Object(
  {
    id: Type.String(),
    userName: Type.String(),
    email: Type.String(),
    name: Type.String(),
    surname: Type.String(),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    roles: Type.Array(Type.String()),
    isActive: Type.Boolean(),
  },
  { $id: 'Employee' },
);

export async function customerAccountRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/api/app/customer-account/employees',
    { schema: { tags: ['Customer account'], summary: "The users of the caller's organisation (main user only)", response: responses(listOf(ref('Employee')), 200, [401, 403]) } },
    async (req) => {
      requireMainUser(req);
      const items = await db.query(
        `SELECT id, user_name AS "userName", email, name, surname, phone_number AS "phoneNumber", roles, is_active AS "isActive"
           FROM users WHERE customer_number = $1 ORDER BY user_name`,
        [customerOf(req)],
      );
      return { items };
    },
  );
}
