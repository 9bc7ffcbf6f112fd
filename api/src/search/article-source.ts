// Where the article index gets its documents: the article_search_documents view, read whole at
// start and then by what changed (a poll on updated_at, or the item numbers a product module
// names). Articles deactivated or made secret leave the index.
import type { Queryable } from '../db/db.js';
import { SearchIndex } from './engine.js';
import type { IndexDefinition, SearchDocument } from './schema.js';

export interface ArticleRow {
  code: string;
  omschrijving: string;
  product_description: string | null;
  product_brand: string | null;
  product_series: string | null;
  product_type: string | null;
  product_class_name: string | null;
  product_code: string | null;
  ean: string | null;
  image: string | null;
  gross_price_per_order_unit: string | number | null;
  order_unit: string | null;
  udf_vrdsoort: string | null;
  step_quantity: number | null;
  min_order_quantity: number | null;
  condition_group_code: string | null;
  is_outlet: boolean | null;
  updated_at: Date | string | null;
  combined_parent_keys: string[] | null;
}

export function documentFromRow(row: ArticleRow): SearchDocument {
  return {
    CodeName: row.code,
    Code: row.code,
    Omschrijving: row.omschrijving,
    ProductDescription: row.product_description ?? '',
    ProductBrand: row.product_brand,
    ProductSeries: row.product_series,
    ProductType: row.product_type,
    ProductClassName: row.product_class_name,
    ProductCode: row.product_code || null,
    EAN: row.ean,
    Image: row.image,
    GrossPricePerOrderUnit: row.gross_price_per_order_unit === null ? null : Number(row.gross_price_per_order_unit),
    OrderUnit: row.order_unit,
    UDF_vrdsoort: row.udf_vrdsoort,
    StepQuantity: row.step_quantity,
    MinOrderQuantity: row.min_order_quantity,
    CombinedParentKeys: row.combined_parent_keys ?? [],
    ConditionGroupCode: row.condition_group_code,
    IsOutlet: row.is_outlet ?? false,
  };
}

const SELECT_DOCUMENTS = 'SELECT * FROM article_search_documents';

/** The article index and the ways to keep it in step with the database. */
export class ArticleSearch {
  index: SearchIndex;
  private watermark: Date | string | undefined;

  constructor(
    readonly definition: IndexDefinition,
    private readonly db: Queryable | undefined,
  ) {
    this.index = new SearchIndex(definition);
  }

  /** Rebuilds the index from the database (one query) and swaps it in; returns the count. */
  async reload(): Promise<number> {
    if (!this.db) return this.index.size;
    const rows = await this.db.query<ArticleRow>(SELECT_DOCUMENTS);
    const next = new SearchIndex(this.definition);
    next.upsert(rows.map(documentFromRow));
    this.watermark = maxUpdatedAt(rows, undefined);
    this.index = next;
    return next.size;
  }

  /** Picks up articles changed since the last load or sync; returns how many changed. */
  async syncChanges(): Promise<number> {
    if (!this.db) return 0;
    if (this.watermark === undefined) return this.reload();
    const since = this.watermark;
    const rows = await this.db.query<ArticleRow>(`${SELECT_DOCUMENTS} WHERE updated_at >= $1`, [since]);
    const gone = await this.db.query<{ item_no: string }>(
      'SELECT item_no FROM articles WHERE updated_at >= $1 AND (NOT is_active OR secret IS NOT NULL)',
      [since],
    );
    // The watermark is inclusive, so the last change comes back on every poll: skip what the
    // index already holds, so that its caches survive a quiet poll.
    const changed = rows.map(documentFromRow).filter((doc) => !sameDocument(this.index.get(String(doc.CodeName)), doc));
    const removed = gone.map((r) => r.item_no).filter((key) => this.index.get(key) !== undefined);
    this.index.upsert(changed);
    this.index.remove(removed);
    this.watermark = maxUpdatedAt(rows, since);
    return changed.length + removed.length;
  }

  /** Re-reads the given articles (by item number): changed ones are replaced, gone ones removed. */
  async articlesChanged(itemNos: string[]): Promise<void> {
    if (!this.db || itemNos.length === 0) return;
    const rows = await this.db.query<ArticleRow>(`${SELECT_DOCUMENTS} WHERE code = ANY($1)`, [itemNos]);
    const present = new Set(rows.map((r) => r.code));
    this.index.upsert(rows.map(documentFromRow));
    this.index.remove(itemNos.filter((no) => !present.has(no)));
  }

  upsert(documents: SearchDocument[]): void {
    this.index.upsert(documents);
  }

  remove(keys: string[]): void {
    this.index.remove(keys);
  }
}

function sameDocument(a: SearchDocument | undefined, b: SearchDocument): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function maxUpdatedAt(rows: ArticleRow[], start: Date | string | undefined): Date | string | undefined {
  let max = start;
  for (const row of rows) {
    const at = row.updated_at;
    if (at !== null && (max === undefined || new Date(at).getTime() > new Date(max).getTime())) max = at;
  }
  return max;
}
