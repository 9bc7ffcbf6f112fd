// The index's fields as columns of the article_search_documents view: one table for the build
// (./article-source.ts) and the answers from the database (./database-search.ts).
import type { IndexDefinition } from './schema.js';

/**
 * Each index field as an expression over the article_search_documents view (d): the build reads
 * the documents through them, and the answers from the database (./database-search.ts) filter,
 * sort, count and return them.
 */
const ARTICLE_COLUMNS: Record<string, string> = {
  CodeName: 'd.code',
  Code: 'd.code',
  Omschrijving: 'd.omschrijving',
  ProductDescription: "coalesce(d.product_description, '')",
  ProductBrand: 'd.product_brand',
  ProductSeries: 'd.product_series',
  ProductType: 'd.product_type',
  ProductClassName: 'd.product_class_name',
  ProductCode: "nullif(d.product_code, '')",
  EAN: 'd.ean',
  Image: 'd.image',
  GrossPricePerOrderUnit: 'd.gross_price_per_order_unit::float8',
  OrderUnit: 'd.order_unit',
  UDF_vrdsoort: 'd.udf_vrdsoort',
  StepQuantity: 'd.step_quantity',
  MinOrderQuantity: 'd.min_order_quantity',
  CombinedParentKeys: "coalesce(d.combined_parent_keys, '{}'::text[])",
  ConditionGroupCode: 'd.condition_group_code',
  IsOutlet: 'coalesce(d.is_outlet, false)',
};

/** The select list of an index's documents over the view (d): each field's column under its name. */
export function articleColumns(definition: IndexDefinition): string {
  return definition.fields
    .map((field) => {
      const column = ARTICLE_COLUMNS[field.name];
      if (!column) throw new Error(`the article_search_documents view has no column for the field ${field.name}`);
      return `${column} AS "${field.name}"`;
    })
    .join(', ');
}
