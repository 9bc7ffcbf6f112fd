// The order states' request and response schemas (TypeBox).
import Type from 'typebox';
import { STATUS_COLOUR_KEYS } from '@kraanvogel/rules/status-colours';
import { PagedQuery } from '../../plugins/schemas.js';

/** A colour of the list in packages/rules (each passes text contrast), by its key. */
const Colour = Type.Union(STATUS_COLOUR_KEYS.map((k) => Type.Literal(k)), { description: "The badge colour customers see in Mijn orders: a key of the shop's colour list (each passes 4.5:1 text contrast)" });

export const OrderState = Type.Object({
  id: Type.Integer(),
  code: Type.Integer(),
  codeDisplayName: Type.String(),
  description: Type.String(),
  sorting: Type.Integer(),
  colour: Colour,
});
export const OrderStateInput = Type.Object(
  {
    code: Type.Integer({ minimum: 1, maximum: 9999 }),
    codeDisplayName: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    sorting: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    colour: Type.Optional(Colour),
  },
  { additionalProperties: false },
);
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const OrderStatesQuery = Type.Object({
  FilterText: Type.Optional(Type.String({ maxLength: 100 })),
  Code: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  CodeDisplayName: Type.Optional(Type.String({ maxLength: 100 })),
  Description: Type.Optional(Type.String({ maxLength: 500 })),
  ...PagedQuery,
});
