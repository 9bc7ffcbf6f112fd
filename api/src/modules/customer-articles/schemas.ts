// Customer article numbers' request and answer schemas (/api/app/customer-article-numbers).
import Type from 'typebox';

/** The longest customer article number. */
export const CUSTOMER_ITEM_NO_MAX = 40;

export const CustomerArticleNumber = Type.Object(
  {
    itemNo: Type.String({ description: "The wholesaler's article number" }),
    customerItemNo: Type.String({ description: "The customer's own number for the article (klantartikelnummer)" }),
    description: Type.String({ description: "The article's description" }),
  },
  { $id: 'CustomerArticleNumber' },
);

export const CustomerArticleNumberParams = Type.Object({ itemNo: Type.String({ minLength: 1, maxLength: 40 }) });

export const CustomerArticleNumberInput = Type.Object(
  { customerItemNo: Type.String({ minLength: 1, maxLength: 200, description: `At most ${CUSTOMER_ITEM_NO_MAX} characters once trimmed` }) },
  { additionalProperties: false },
);

export const CustomerArticleNumbersImport = Type.Object(
  {
    saved: Type.Integer({ description: 'Rows whose number was stored (new or changed)' }),
    removed: Type.Integer({ description: 'Rows with an empty number: the article lost its number' }),
    rejected: Type.Array(Type.Object({ row: Type.Integer({ description: 'The row number in the sheet or file (its header row and empty rows counted)' }), itemNo: Type.String(), message: Type.String() }), { description: 'Rows not stored, each with the reason' }),
  },
  { $id: 'CustomerArticleNumbersImport' },
);

export const customerArticleSchemas = [CustomerArticleNumber, CustomerArticleNumbersImport];
