// Favourites' request and answer schemas (/api/app/favourites).
import Type from 'typebox';

/** The most articles one user may star. */
export const MAX_FAVOURITES = 2000;

export const FavouriteParams = Type.Object({ itemNo: Type.String({ minLength: 1, maxLength: 40, description: "The wholesaler's article number" }) });

export const FavouriteArticle = Type.Object(
  {
    itemNo: Type.String({ description: "The wholesaler's article number" }),
    description: Type.String(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    orderUnit: Type.String({ description: "The article's order unit ('ST', 'DS', …)" }),
    minOrderQuantity: Type.Integer({ minimum: 1 }),
    stepQuantity: Type.Integer({ minimum: 1 }),
    grossPrice: Type.Number({ description: 'List price per order unit, EUR excl. VAT' }),
    price: Type.Number({ description: "The customer's price per order unit (his discount applied), EUR excl. VAT" }),
    isActive: Type.Boolean({ description: 'False: no longer sold (it cannot be added to a basket)' }),
    timesOrdered: Type.Union([Type.Integer(), Type.Null()], {
      description: "How many of the customer's orders of the last 24 months had it (0: none); null for a warehouse-only user, who may not read orders",
    }),
    lastOrderDate: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'The latest of those orders (YYYY-MM-DD); null when none or not to be read' }),
    addedAt: Type.String({ format: 'date-time', description: 'When the user starred it' }),
  },
  { $id: 'FavouriteArticle' },
);

export const FavouriteItemNumbers = Type.Object(
  { itemNos: Type.Array(Type.String(), { description: 'The item numbers the user starred' }) },
  { $id: 'FavouriteItemNumbers' },
);

export const Favourite = Type.Object({ itemNo: Type.String(), addedAt: Type.String({ format: 'date-time' }) }, { $id: 'Favourite' });

export const favouriteSchemas = [FavouriteArticle, FavouriteItemNumbers, Favourite];
