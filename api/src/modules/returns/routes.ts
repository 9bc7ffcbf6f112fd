// POST /api/app/return-order/submit-return-form: a customer's return request (retouraanvraag).
// Its lines come from the customer's own delivered orders, no more than was delivered and not yet
// returned; the ERP turns each original order's lines into a return order with its credit note.
// Every line is checked before anything is made, so a bad line changes nothing.
import { deliveryDateProblem } from '../../lib/delivery-date.js';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { invalid, notFound } from '../../plugins/errors.js';
import { emailProblem, phoneProblem, postalCodeProblem } from '../../lib/registration-rules.js';
import { createReturnOrder } from '../erp/back-office.js';
import { ReturnRepository } from './service.js';
import { responses } from '../../plugins/schemas.js';
import { ReturnForm, ReturnFormAnswer } from './schemas.js';

/** The shipping method of a return unless the customer chooses another. */
export const DEFAULT_RETURN_SHIPPING_METHOD = 2000;

const checked = (member: string, r: { value: string } | { problem: string }) => {
  if ('problem' in r) throw invalid(member, r.problem);
  return r.value;
};

export async function returnOrderRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const returns = new ReturnRepository(db);
  app.post(
    '/api/app/return-order/submit-return-form',
    {
      config: { access: 'notWarehouse' },
      schema: {
        tags: ['Return order'],
        summary: 'Files a return request for delivered order lines; the ERP makes return orders and credit notes',
        body: ReturnForm,
        response: responses(ReturnFormAnswer, 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      const form = req.body;
      const postalCode = checked('postalCode', postalCodeProblem(form.postalCode, form.country));
      const phone = checked('phoneNumber', phoneProblem(form.phoneNumber));
      const email = checked('email', emailProblem(form.email));
      for (const member of ['addressLine', 'city', 'contactPersonName'] as const) if (!form[member].trim()) throw invalid(member, 'Dit veld is verplicht');
      // The pick-up day keeps to the delivery-day rule (working days, cut-off) the order wizard uses.
      const dateProblem = deliveryDateProblem(form.plannedDateOfReturn, new Date());
      if (dateProblem) throw invalid('plannedDateOfReturn', dateProblem);

      // Per original order: its lines by article, the amounts summed; checked all before any is made.
      const perOrder = new Map<string, Map<string, number>>();
      for (const l of form.returnOrderLineDtos) {
        const lines = perOrder.get(l.orderNumber) ?? new Map<string, number>();
        lines.set(l.productId, (lines.get(l.productId) ?? 0) + l.amount);
        perOrder.set(l.orderNumber, lines);
      }
      const plans: { orderNo: string; lines: { lineNo: number; amount: number }[] }[] = [];
      for (const [orderNo, items] of perOrder) {
        const rows = await returns.returnableLines(customer, orderNo);
        if (!rows) throw notFound('Order:NotFound', `Order ${orderNo} bestaat niet.`);
        const lines: { lineNo: number; amount: number }[] = [];
        for (const [itemNo, amount] of items) {
          // Spread over the order's lines of that article, as far as each was delivered and not returned.
          let rest = amount;
          for (const row of rows.filter((r) => r.item_no === itemNo && r.open > 0)) {
            const take = Math.min(rest, row.open);
            if (take > 0) lines.push({ lineNo: row.line_no, amount: take });
            rest -= take;
          }
          if (rest > 0) {
            const open = rows.filter((r) => r.item_no === itemNo).reduce((s, r) => s + Math.max(0, r.open), 0);
            throw invalid('returnOrderLineDtos', `Van artikel ${itemNo} uit order ${orderNo} kunt u ten hoogste ${open} retourneren.`);
          }
        }
        plans.push({ orderNo, lines });
      }
      const reference = form.reference?.trim() || null;
      const made = [];
      for (const plan of plans) {
        made.push(await createReturnOrder(db, { customerNumber: customer, orderNo: plan.orderNo, lines: plan.lines, placedBy: callerOf(req).sub, reference: reference ?? undefined }));
      }
      const id = await returns.store({
        customerNumber: customer,
        userId: callerOf(req).sub,
        returnShippingMethod: form.returnShippingMethod ?? DEFAULT_RETURN_SHIPPING_METHOD,
        addressLine: form.addressLine.trim(),
        addressLine2: form.addressLine2?.trim() || null,
        postalCode,
        city: form.city.trim(),
        country: form.country,
        province: form.province?.trim() || null,
        contactPersonName: form.contactPersonName.trim(),
        plannedDate: form.plannedDateOfReturn,
        phoneNumber: phone,
        faxNumber: form.faxNumber?.trim() || null,
        email,
        reference,
        lines: form.returnOrderLineDtos,
        returnOrderNos: made.map((m) => m.returnOrderNo),
      });
      return { id, returnOrderNumbers: made.map((m) => m.returnOrderNo), creditNoteNumbers: made.map((m) => m.creditNoteNo) };
    },
  );
}
