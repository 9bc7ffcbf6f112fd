// A customer's own discounts as the account pages list them.
import Type from 'typebox';

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
