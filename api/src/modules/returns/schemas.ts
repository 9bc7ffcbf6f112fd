// The return request's request and response schemas (TypeBox).
import Type from 'typebox';

export const RETURN_REASONS = ['Verkeerd besteld', 'Verkeerd geleverd', 'Beschadigd ontvangen', 'Defect', 'Te veel geleverd', 'Anders'] as const;

const text = (max: number) => Type.String({ maxLength: max });
export const ReturnForm = Type.Object(
  {
    returnShippingMethod: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999 })),
    addressLine: Type.String({ minLength: 1, maxLength: 200 }),
    addressLine2: Type.Optional(Type.Union([text(200), Type.Null()])),
    postalCode: Type.String({ minLength: 1, maxLength: 10 }),
    city: Type.String({ minLength: 1, maxLength: 64 }),
    country: Type.Union([Type.Literal('NL'), Type.Literal('BE'), Type.Literal('DE')]),
    province: Type.Optional(Type.Union([text(64), Type.Null()])),
    contactPersonName: Type.String({ minLength: 1, maxLength: 128 }),
    plannedDateOfReturn: Type.String({ format: 'date' }),
    phoneNumber: Type.String({ minLength: 1, maxLength: 30 }),
    faxNumber: Type.Optional(Type.Union([text(30), Type.Null()])),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    reference: Type.Optional(Type.Union([text(35), Type.Null()])),
    returnOrderLineDtos: Type.Array(
      Type.Object(
        {
          amount: Type.Integer({ minimum: 1, maximum: 100000 }),
          productId: Type.String({ minLength: 1, maxLength: 50 }),
          skuName: Type.Optional(text(200)),
          orderNumber: Type.String({ minLength: 1, maxLength: 50 }),
          reasonOfReturn: Type.Union(RETURN_REASONS.map((r) => Type.Literal(r))),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export const ReturnFormAnswer = Type.Object({ id: Type.Integer(), returnOrderNumbers: Type.Array(Type.String()), creditNoteNumbers: Type.Array(Type.String()) });
