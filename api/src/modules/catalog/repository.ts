// Reads the assortment: the category tree (cached briefly: it changes rarely and every page
// needs it), articles with the caller's own price, their features, attachments, relations and
// stock.
import { stockPromise } from '../../lib/delivery-date.js';
import type { Queryable } from '../../db/db.js';
import { orderBy } from '../../plugins/schemas.js';
import { invalid } from '../../plugins/errors.js';
import { createBatcher } from '../../lib/batcher.js';
import { containsPattern } from '../../lib/like.js';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  code: string;
  path: string;
  description: string;
  level: number;
  sort_order: number;
  image_url: string | null;
  is_featured: boolean;
  is_shortcut: boolean;
}

export interface NavigationNodeDto {
  id: number;
  code: { value: string };
  description: { value: string };
  path: string;
  level: number;
  itemCount?: number;
  childNodes: NavigationNodeDto[];
}

export interface BreadcrumbDto {
  label: string;
  url: string;
  level: number;
}

interface ArticleRow {
  item_no: string;
  description: string;
  long_description: string;
  brand: string | null;
  series: string | null;
  product_type: string | null;
  product_class: string | null;
  manufacturer_code: string;
  ean: string | null;
  image_url: string | null;
  gross_price: number;
  order_unit: string;
  step_quantity: number;
  min_order_quantity: number;
  discount_group_code: string | null;
  sort_key: string;
  is_outlet: boolean;
  category_id: number;
  category_path: string;
  etim_class_code: string | null;
  etim_class_name: string | null;
  discount_percentage: number;
}

const CACHE_MS = 30_000;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The caller's best discount on an article: its own line, else its discount group. */
export const DISCOUNT_SQL = (customerParam: string, itemExpr: string, groupExpr: string) => `coalesce(
    (SELECT max(d.percentage) FROM customer_discounts d WHERE d.customer_number = ${customerParam} AND d.item_no = ${itemExpr}),
    (SELECT max(d.percentage) FROM customer_discounts d WHERE d.customer_number = ${customerParam} AND d.item_no IS NULL AND d.discount_group_code = ${groupExpr}),
    0)::float8`;

const ARTICLE_COLUMNS = (customerExpr: string) => `a.item_no, a.description, a.long_description, b.name AS brand, s.name AS series,
       t.name AS product_type, pc.name AS product_class, a.manufacturer_code, a.ean, a.image_url,
       a.gross_price::float8 AS gross_price, a.order_unit, a.step_quantity, a.min_order_quantity,
       a.discount_group_code, a.sort_key, a.is_outlet, a.category_id, cat.path AS category_path,
       a.etim_class_code, a.etim_class_name, ${DISCOUNT_SQL(customerExpr, 'a.item_no', 'a.discount_group_code')} AS discount_percentage`;

const ARTICLE_JOINS = `JOIN categories cat ON cat.id = a.category_id
  LEFT JOIN brands b ON b.id = a.brand_id
  LEFT JOIN series s ON s.id = a.series_id
  LEFT JOIN product_types t ON t.id = a.product_type_id
  LEFT JOIN product_classes pc ON pc.id = a.product_class_id`;

const ARTICLE_SELECT = `SELECT ${ARTICLE_COLUMNS('$1')} FROM articles a ${ARTICLE_JOINS}`;

const SORTABLE = {
  itemNo: 'a.item_no',
  code: 'a.item_no',
  description: 'a.description',
  grossPrice: 'a.gross_price',
  sortKey: 'a.sort_key',
  UDF_vrdsoort: 'a.sort_key',
  brand: 'b.name',
};

export class CatalogRepository {
  private categories: { rows: CategoryRow[]; byId: Map<number, CategoryRow>; byPath: Map<string, CategoryRow>; at: number } | null = null;

  constructor(private readonly db: Queryable) {}

  /** Article by id, the hottest read: concurrent lookups share one query. */
  private readonly loadArticle = createBatcher<{ customer: string | null; itemNo: string }, ArticleRow | undefined>('article-by-id', async (inputs) => {
    const rows = await this.db.query<ArticleRow & { idx: number }>(
      `SELECT r.idx, ${ARTICLE_COLUMNS('r.customer')}
         FROM jsonb_to_recordset($1::jsonb) AS r(idx int, customer text, item_no text)
         JOIN articles a ON a.item_no = r.item_no AND a.secret IS NULL AND a.is_active
         ${ARTICLE_JOINS}`,
      [JSON.stringify(inputs.map((i, idx) => ({ idx, customer: i.customer, item_no: i.itemNo })))],
    );
    const out: (ArticleRow | undefined)[] = inputs.map(() => undefined);
    for (const r of rows) out[r.idx] = r;
    return out;
  });

  async categoryIndex() {
    if (this.categories && Date.now() - this.categories.at < CACHE_MS) return this.categories;
    const rows = await this.db.query<CategoryRow>(
      'SELECT id, parent_id, code, path, description, level, sort_order, image_url, is_featured, is_shortcut FROM categories ORDER BY level, sort_order, id',
    );
    this.categories = { rows, byId: new Map(rows.map((r) => [r.id, r])), byPath: new Map(rows.map((r) => [r.path, r])), at: Date.now() };
    return this.categories;
  }

  breadcrumbsOf(path: string, byPath: Map<string, CategoryRow>): BreadcrumbDto[] {
    const segments = path.split('/');
    return segments.map((_, i) => {
      const url = segments.slice(0, i + 1).join('/');
      return { label: byPath.get(url)?.description ?? segments[i]!, url, level: i + 1 };
    });
  }

  async navigation(withCounts = false): Promise<NavigationNodeDto[]> {
    const { rows } = await this.categoryIndex();
    let counts: Map<number, number> | null = null;
    let outletCount = 0;
    if (withCounts) {
      const perLeaf = await this.db.query<{ category_id: number; n: number }>(
        'SELECT category_id, count(*)::int AS n FROM articles WHERE is_active AND secret IS NULL GROUP BY category_id',
      );
      counts = new Map(perLeaf.map((r) => [r.category_id, r.n]));
      outletCount = (await this.db.one<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE is_active AND secret IS NULL AND is_outlet'))?.n ?? 0;
    }
    const nodes = new Map<number, NavigationNodeDto>();
    const roots: NavigationNodeDto[] = [];
    for (const r of rows) {
      const node: NavigationNodeDto = { id: r.id, code: { value: r.code }, description: { value: r.description }, path: r.path, level: r.level, childNodes: [] };
      nodes.set(r.id, node);
      if (r.parent_id === null) roots.push(node);
      else nodes.get(r.parent_id)?.childNodes.push(node);
    }
    if (counts) {
      const total = (n: NavigationNodeDto): number => {
        n.itemCount = n.code.value === 'outlet' && n.level === 1 ? outletCount : n.childNodes.length ? n.childNodes.reduce((s, c) => s + total(c), 0) : counts!.get(n.id) ?? 0;
        return n.itemCount;
      };
      roots.forEach(total);
    }
    return roots;
  }

  async category(id: number) {
    const { byId, byPath, rows } = await this.categoryIndex();
    const c = byId.get(id);
    if (!c) return undefined;
    const itemCount = await this.countArticles({ categoryPath: c.path });
    return {
      id: c.id,
      code: c.code,
      path: c.path,
      description: c.description,
      level: c.level,
      parentId: c.parent_id,
      imageUrl: c.image_url,
      itemCount,
      breadcrumbs: this.breadcrumbsOf(c.path, byPath),
      childCategories: rows.filter((r) => r.parent_id === c.id).map(summary),
    };
  }

  async featured(kind: 'featured' | 'shortcut') {
    const { rows } = await this.categoryIndex();
    return rows.filter((r) => (kind === 'featured' ? r.is_featured : r.is_shortcut)).map(summary);
  }

  private async articleDto(row: ArticleRow) {
    const { byPath } = await this.categoryIndex();
    return {
      id: row.item_no,
      itemNo: row.item_no,
      code: row.item_no,
      description: row.description,
      longDescription: row.long_description,
      brand: row.brand,
      series: row.series,
      productType: row.product_type,
      productClass: row.product_class,
      manufacturerCode: row.manufacturer_code,
      ean: row.ean,
      imageUrl: row.image_url,
      grossPrice: row.gross_price,
      netPrice: round2(row.gross_price * (1 - row.discount_percentage / 100)),
      discountPercentage: row.discount_percentage,
      orderUnit: row.order_unit,
      stepQuantity: row.step_quantity,
      minOrderQuantity: row.min_order_quantity,
      discountGroupCode: row.discount_group_code,
      sortKey: row.sort_key,
      isOutlet: row.is_outlet,
      categoryId: row.category_id,
      categoryPath: row.category_path,
      breadcrumbs: this.breadcrumbsOf(row.category_path, byPath),
      etimClass: row.etim_class_code ? { code: row.etim_class_code, name: row.etim_class_name ?? '' } : null,
    };
  }

  async articleBy(customer: string | null, where: 'id' | 'ean' | 'secret', value: string) {
    if (where === 'id') {
      const row = await this.loadArticle({ customer, itemNo: value });
      return row ? this.articleDto(row) : undefined;
    }
    const condition = where === 'ean' ? 'a.ean = $2 AND a.secret IS NULL' : 'a.secret = $2';
    const row = await this.db.one<ArticleRow>(`${ARTICLE_SELECT} WHERE ${condition} AND a.is_active`, [customer, value]);
    if (!row) return undefined;
    const dto = await this.articleDto(row);
    // The picture of an unlisted article is served only to whoever holds its secret.
    if (where === 'secret' && dto.imageUrl) dto.imageUrl = withSecret(dto.imageUrl, value);
    return dto;
  }

  private filters(f: ArticleFilter, params: unknown[]): string {
    const where = ['a.is_active', 'a.secret IS NULL'];
    if (f.categoryPath === 'outlet') where.push('a.is_outlet');
    else if (f.categoryPath) {
      params.push(f.categoryPath);
      where.push(`(cat.path = $${params.length} OR cat.path LIKE $${params.length} || '/%')`);
    }
    if (f.filter) {
      params.push(containsPattern(f.filter));
      where.push(`(a.description ILIKE $${params.length} OR a.item_no LIKE $${params.length} OR a.ean LIKE $${params.length} OR a.manufacturer_code ILIKE $${params.length})`);
    }
    if (f.brand) {
      params.push(f.brand);
      where.push(`a.brand_id = (SELECT id FROM brands WHERE name = $${params.length})`);
    }
    if (f.isOutlet !== undefined) {
      params.push(f.isOutlet);
      where.push(`a.is_outlet = $${params.length}`);
    }
    return where.join(' AND ');
  }

  async countArticles(f: ArticleFilter): Promise<number> {
    const params: unknown[] = [];
    const where = this.filters(f, params);
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM articles a JOIN categories cat ON cat.id = a.category_id WHERE ${where}`,
      params as string[],
    );
    return row?.n ?? 0;
  }

  async listArticles(customer: string | null, f: ArticleFilter, page: { skip: number; take: number; sorting?: string }) {
    const sort = orderBy(page.sorting, SORTABLE, 'a.sort_key asc, a.item_no asc');
    if (!sort) throw invalid('Sorting', `Op '${page.sorting}' kan niet worden gesorteerd.`);
    const params: unknown[] = [customer];
    const where = this.filters(f, params);
    const totalCount = await this.countArticles(f);
    params.push(page.take, page.skip);
    const rows = await this.db.query<ArticleRow>(
      `${ARTICLE_SELECT} WHERE ${where} ORDER BY ${sort}, a.item_no LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params as string[],
    );
    return { totalCount, items: await Promise.all(rows.map((r) => this.articleDto(r))) };
  }

  async exists(itemNo: string): Promise<boolean> {
    return !!(await this.db.one('SELECT 1 FROM articles WHERE item_no = $1 AND is_active AND secret IS NULL', [itemNo]));
  }

  attachments(itemNo: string) {
    return this.db.query<{ id: number; kind: string; title: string; file_name: string }>(
      'SELECT id, kind, title, file_name FROM article_attachments WHERE item_no = $1 ORDER BY id',
      [itemNo],
    );
  }

  attachment(itemNo: string, id: number) {
    return this.db.one<{ id: number; kind: string; title: string; file_name: string }>(
      'SELECT id, kind, title, file_name FROM article_attachments WHERE item_no = $1 AND id = $2',
      [itemNo, id],
    );
  }

  features(itemNo: string) {
    return this.db.query<{ code: string; name: string; value: string; unit: string | null }>(
      'SELECT feature_code AS code, feature_name AS name, value, unit FROM article_features WHERE item_no = $1 ORDER BY sort_order, feature_code',
      [itemNo],
    );
  }

  related(itemNo: string) {
    return this.db.query<{
      itemNo: string;
      description: string;
      brand: string | null;
      imageUrl: string | null;
      grossPrice: number;
      orderUnit: string;
      stepQuantity: number;
      minOrderQuantity: number;
      discountGroupCode: string | null;
      relationType: string;
    }>(
      `SELECT a.item_no AS "itemNo", a.description, b.name AS brand, a.image_url AS "imageUrl", a.gross_price::float8 AS "grossPrice",
              a.order_unit AS "orderUnit", a.step_quantity AS "stepQuantity", a.min_order_quantity AS "minOrderQuantity",
              a.discount_group_code AS "discountGroupCode", r.relation_type AS "relationType"
         FROM article_relations r
         JOIN articles a ON a.item_no = r.related_item_no AND a.is_active AND a.secret IS NULL
         LEFT JOIN brands b ON b.id = a.brand_id
        WHERE r.item_no = $1 ORDER BY r.sort_order, a.item_no`,
      [itemNo],
    );
  }

  async availability(itemNo: string) {
    const rows = await this.db.query<{ code: string; name: string; quantity: number; updated_at: Date; min: number }>(
      `SELECT w.code, w.name, coalesce(s.quantity, 0) AS quantity, coalesce(s.updated_at, now()) AS updated_at, a.min_order_quantity AS min
         FROM articles a CROSS JOIN warehouses w
         LEFT JOIN article_stock s ON s.item_no = a.item_no AND s.warehouse_code = w.code
        WHERE a.item_no = $1 ORDER BY w.code`,
      [itemNo],
    );
    const totalStock = rows.reduce((s, r) => s + r.quantity, 0);
    const isAvailable = rows.length > 0 && totalStock >= rows[0]!.min;
    const updatedAt = rows.reduce((d, r) => (r.updated_at > d ? r.updated_at : d), new Date(0));
    return {
      itemNo,
      totalStock,
      isAvailable,
      // The first day the order wizard offers for an order placed now (@kraanvogel/rules).
      deliveryIndication: isAvailable ? stockPromise(new Date()) : 'Levertijd 3 - 5 werkdagen',
      warehouses: rows.map((r) => ({ code: r.code, name: r.name, quantity: r.quantity })),
      updatedAt: updatedAt.toISOString(),
    };
  }

  /**
   * The caller's discount on a listed article: its own line, else the article's own discount
   * group (never a group the caller names: that would price the article at another group's rate).
   */
  async discount(customer: string | null, articleNo: string) {
    const row = await this.db.one<{ gross_price: number; group_code: string | null; item_pct: number | null; group_pct: number | null }>(
      `SELECT a.gross_price::float8 AS gross_price, a.discount_group_code AS group_code,
              (SELECT max(percentage)::float8 FROM customer_discounts WHERE customer_number = $1 AND item_no = a.item_no) AS item_pct,
              (SELECT max(percentage)::float8 FROM customer_discounts WHERE customer_number = $1 AND item_no IS NULL
                  AND discount_group_code = a.discount_group_code) AS group_pct
         FROM articles a WHERE a.item_no = $2 AND a.is_active AND a.secret IS NULL`,
      [customer, articleNo],
    );
    if (!row) return undefined;
    const percentage = row.item_pct ?? row.group_pct ?? 0;
    return {
      articleNo,
      discountGroupNo: row.group_code,
      percentage,
      grossPrice: row.gross_price,
      netPrice: round2(row.gross_price * (1 - percentage / 100)),
      source: row.item_pct !== null ? 'article' : row.group_pct !== null ? 'discountGroup' : 'none',
    };
  }

  /** The picture of an article: of an unlisted one only with its secret. */
  async articleForImage(itemNo: string, secret: string | undefined) {
    return this.db.one<{ description: string; brand: string | null; path: string; unlisted: boolean }>(
      `SELECT a.description, b.name AS brand, c.path, a.secret IS NOT NULL AS unlisted FROM articles a JOIN categories c ON c.id = a.category_id
         LEFT JOIN brands b ON b.id = a.brand_id WHERE a.item_no = $1 AND a.image_url IS NOT NULL AND (a.secret IS NULL OR a.secret = $2)`,
      [itemNo, secret ?? null],
    );
  }
}

/** An unlisted article's picture address, carrying the secret that unlocks it. */
export function withSecret(url: string, secret: string): string {
  return `${url}?secret=${encodeURIComponent(secret)}`;
}

export interface ArticleFilter {
  filter?: string;
  categoryPath?: string;
  brand?: string;
  isOutlet?: boolean;
}

function summary(r: CategoryRow) {
  return { id: r.id, code: r.code, path: r.path, description: r.description, level: r.level, imageUrl: r.image_url };
}
