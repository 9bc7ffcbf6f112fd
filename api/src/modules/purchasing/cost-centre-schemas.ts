// Cost centres' request and response schemas (TypeBox); the named ones are components of the mgmt
// OpenAPI document.
import Type, { type Static } from 'typebox';
import { BUDGET_PERIODS } from '@kraanvogel/rules';
import { fileAnswer, listOf, oneOf, ref } from '../../plugins/schemas.js';
import { MAX_LIMIT } from './schemas.js';

export const CostCentre = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    /** The budget per period, excluding VAT; null: no budget. */
    budget: Type.Union([Type.Number(), Type.Null()]),
    /** month, quarter or year (calendar periods). */
    budgetPeriod: oneOf(BUDGET_PERIODS),
    /** The members who order on it. */
    memberIds: Type.Array(Type.String()),
    /** Ordered on it since periodStart, excluding VAT. */
    spent: Type.Number(),
    /** What is left of the budget this period; null: no budget. */
    left: Type.Union([Type.Number(), Type.Null()]),
    /** The first day of the current budget period. */
    periodStart: Type.String({ format: 'date' }),
  },
  { $id: 'CostCentre' },
);
export const CostCentreList = listOf(ref('CostCentre'));

export const CostCentreInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    budget: Type.Union([Type.Number({ minimum: 0.01, maximum: MAX_LIMIT, multipleOf: 0.01 }), Type.Null()]),
    budgetPeriod: oneOf(BUDGET_PERIODS),
    memberIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type CostCentreInputType = Static<typeof CostCentreInput>;
export const CostCentreParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const SpendRow = Type.Object(
  {
    /** null: without a cost centre (or a member no longer known). */
    name: Type.Union([Type.String(), Type.Null()]),
    /** Per month, as in `months`. */
    monthly: Type.Array(Type.Number()),
    total: Type.Number(),
    /** A cost centre's budget per month (a quarter's a third, a year's a twelfth); null: none. */
    monthlyBudget: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { $id: 'SpendRow' },
);
export const Spend = Type.Object(
  {
    /** YYYY-MM, the last twelve calendar months, oldest first. */
    months: Type.Array(Type.String()),
    costCentres: Type.Array(ref('SpendRow')),
    members: Type.Array(ref('SpendRow')),
    total: ref('SpendRow'),
  },
  { $id: 'Spend' },
);
export const SpendWorkbook = fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export const costCentreSchemas = [CostCentre, SpendRow, Spend];
