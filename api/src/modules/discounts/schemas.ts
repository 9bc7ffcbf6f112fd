// The discounts' request and response schemas (TypeBox): a customer's own discounts as the
// account pages list them (MyDiscount), and the administrators' list, inputs and Excel file.
import Type from 'typebox';
import { fileAnswer, PagedQuery, ref } from '../../plugins/schemas.js';

export const MyDiscount = Type.Object(
  {
    id: Type.Integer(),
    customerNumber: Type.String(),
    discountGroup: Type.Union([Type.String(), Type.Null()]),
    discountGroupDescription: Type.Union([Type.String(), Type.Null()]),
    itemNumber: Type.Union([Type.String(), Type.Null()]),
    itemDescription: Type.Union([Type.String(), Type.Null()]),
    percentage: Type.Number(),
    blueGreenIndex: Type.Integer(),
  },
  { $id: 'MyDiscount' },
);

/** The filters of the administrators' list (and of its Excel file). */
export const FilterQuery = {
  FilterText: Type.Optional(Type.String({ maxLength: 100 })),
  CustomerNumber: Type.Optional(Type.String({ maxLength: 20 })),
  DiscountGroup: Type.Optional(Type.String({ maxLength: 20 })),
  ItemNumber: Type.Optional(Type.String({ maxLength: 40 })),
  PercentageMin: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  PercentageMax: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  BlueGreenIndexMin: Type.Optional(Type.Integer()),
  BlueGreenIndexMax: Type.Optional(Type.Integer()),
};

export const DiscountInput = Type.Object(
  {
    customerNumber: Type.String({ minLength: 1, maxLength: 20 }),
    discountGroup: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Null()])),
    itemNumber: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()])),
    percentage: Type.Number({ minimum: 0, maximum: 100 }),
    blueGreenIndex: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const MyDiscounts = Type.Array(ref('MyDiscount'));
export const DiscountsQuery = Type.Object({ ...FilterQuery, ...PagedQuery });
export const DownloadToken = Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });
export const ExcelQuery = Type.Object({ DownloadToken: Type.String({ minLength: 1, maxLength: 100 }), ...FilterQuery, Sorting: PagedQuery.Sorting });
export const DiscountWorkbook = fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** What an import of a workbook does (or would do) with each row, and the counts. */
export const DiscountImport = Type.Object(
  {
    rows: Type.Array(
      Type.Object({
        row: Type.Integer({ description: 'The row number in the worksheet' }),
        action: Type.Union([Type.Literal('add'), Type.Literal('change'), Type.Literal('unchanged'), Type.Literal('error')]),
        id: Type.Union([Type.Integer(), Type.Null()]),
        customerNumber: Type.String(),
        discountGroup: Type.Union([Type.String(), Type.Null()]),
        itemNumber: Type.Union([Type.String(), Type.Null()]),
        percentage: Type.Union([Type.Number(), Type.Null()]),
        blueGreenIndex: Type.Integer(),
        errors: Type.Array(Type.String(), { description: 'What is wrong with the row, in Dutch' }),
      }),
    ),
    adds: Type.Integer(),
    changes: Type.Integer(),
    unchanged: Type.Integer(),
    errors: Type.Integer({ description: 'Rows with an error; saving is refused when there is one' }),
    saved: Type.Boolean(),
  },
  { $id: 'DiscountImport' },
);
