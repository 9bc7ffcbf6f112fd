// Product information (pim): navigation tree, categories and articles; the request and response
// schemas of its routes (TypeBox), the named ones components of the pim OpenAPI document.
import Type from 'typebox';
import { fileAnswer, listOf, PagedQuery, paged, ref } from '../../plugins/schemas.js';

const ValueOf = Type.Object({ value: Type.String() });

export const NavigationNode = Type.Object(
  {
    id: Type.Integer(),
    code: ValueOf,
    description: ValueOf,
    /** Cumulative lowercase path of codes, e.g. 'sanitair/kranen'. */
    path: Type.String(),
    level: Type.Integer({ minimum: 1, maximum: 3 }),
    itemCount: Type.Optional(Type.Integer()),
    childNodes: Type.Array(ref('NavigationNode')),
  },
  { $id: 'NavigationNode' },
);

export const Breadcrumb = Type.Object({ label: Type.String(), url: Type.String(), level: Type.Integer() }, { $id: 'Breadcrumb' });

export const CategorySummary = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    path: Type.String(),
    description: Type.String(),
    level: Type.Integer(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'CategorySummary' },
);

export const Category = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    path: Type.String(),
    description: Type.String(),
    level: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    itemCount: Type.Integer(),
    breadcrumbs: Type.Array(ref('Breadcrumb')),
    childCategories: Type.Array(ref('CategorySummary')),
  },
  { $id: 'Category' },
);

export const Article = Type.Object(
  {
    id: Type.String({ description: 'The item number' }),
    itemNo: Type.String(),
    code: Type.String({ description: 'Article code as in the search index (equals the item number)' }),
    description: Type.String(),
    longDescription: Type.String(),
    brand: Type.Union([Type.String(), Type.Null()]),
    series: Type.Union([Type.String(), Type.Null()]),
    productType: Type.Union([Type.String(), Type.Null()]),
    productClass: Type.Union([Type.String(), Type.Null()]),
    manufacturerCode: Type.String(),
    ean: Type.Union([Type.String(), Type.Null()]),
    imageUrl: Type.Union([Type.String(), Type.Null()], { description: 'Null when the article has no image: show a placeholder' }),
    grossPrice: Type.Number({ description: 'List price per order unit, EUR excl. VAT' }),
    netPrice: Type.Number({ description: 'The customer\'s price per order unit after discount' }),
    discountPercentage: Type.Number(),
    orderUnit: Type.String(),
    stepQuantity: Type.Integer(),
    minOrderQuantity: Type.Integer(),
    discountGroupCode: Type.Union([Type.String(), Type.Null()]),
    sortKey: Type.String(),
    isOutlet: Type.Boolean(),
    categoryId: Type.Integer(),
    categoryPath: Type.String(),
    breadcrumbs: Type.Array(ref('Breadcrumb')),
    etimClass: Type.Union([Type.Object({ code: Type.String(), name: Type.String() }), Type.Null()]),
  },
  { $id: 'Article' },
);

export const Attachment = Type.Object(
  { id: Type.Integer(), kind: Type.String(), title: Type.String(), fileName: Type.String(), url: Type.String(), contentType: Type.String() },
  { $id: 'Attachment' },
);

export const EtimFeature = Type.Object(
  { code: Type.String(), name: Type.String(), value: Type.String(), unit: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'EtimFeature' },
);

export const EtimData = Type.Object(
  { classCode: Type.Union([Type.String(), Type.Null()]), className: Type.Union([Type.String(), Type.Null()]), items: Type.Array(ref('EtimFeature')) },
  { $id: 'EtimData' },
);

export const RelatedArticle = Type.Object(
  {
    itemNo: Type.String(),
    description: Type.String(),
    brand: Type.Union([Type.String(), Type.Null()]),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    grossPrice: Type.Number(),
    orderUnit: Type.String(),
    stepQuantity: Type.Integer(),
    minOrderQuantity: Type.Integer(),
    /** The discount group the customer's net price follows (with the article's own discount). */
    discountGroupCode: Type.Union([Type.String(), Type.Null()]),
    relationType: Type.String({ description: "'alternative' or 'accessory'" }),
  },
  { $id: 'RelatedArticle' },
);

export const Availability = Type.Object(
  {
    itemNo: Type.String(),
    totalStock: Type.Integer(),
    isAvailable: Type.Boolean(),
    deliveryIndication: Type.String(),
    warehouses: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), quantity: Type.Integer() })),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Availability' },
);

export const ArticleDiscount = Type.Object(
  {
    articleNo: Type.String(),
    discountGroupNo: Type.Union([Type.String(), Type.Null()]),
    percentage: Type.Number(),
    grossPrice: Type.Number(),
    netPrice: Type.Number(),
    source: Type.String({ description: "'article', 'discountGroup' or 'none'" }),
  },
  { $id: 'ArticleDiscount' },
);

export const catalogSchemas = [NavigationNode, Breadcrumb, CategorySummary, Category, Article, Attachment, EtimFeature, EtimData, RelatedArticle, Availability, ArticleDiscount];

// Navigation and categories.
export const NavigationTree = Type.Array(ref('NavigationNode'));
export const CategorySummaries = listOf(ref('CategorySummary'));
export const CategoryIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

// Articles.
const ItemNo = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' });
export const ArticleIdParams = Type.Object({ id: ItemNo });
export const ArticlesQuery = Type.Object({
  Filter: Type.Optional(Type.String({ maxLength: 100 })),
  CategoryPath: Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z0-9-]+(/[a-z0-9-]+){0,2}$' })),
  Brand: Type.Optional(Type.String({ maxLength: 100 })),
  IsOutlet: Type.Optional(Type.Boolean()),
  ...PagedQuery,
});
export const ArticlePage = paged(ref('Article'));
export const EanQuery = Type.Object({ ean: Type.String({ pattern: '^[0-9]{8,14}$' }) }, { required: ['ean'] });
export const SecretQuery = Type.Object({ secret: Type.String({ minLength: 8, maxLength: 100 }) });
export const ArticleDiscountQuery = Type.Object({ ArticleNo: ItemNo, DiscountGroupNo: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) });
export const Attachments = listOf(ref('Attachment'));
export const AttachmentParams = Type.Object({ id: ItemNo, attachmentId: Type.Integer({ minimum: 1 }) });
export const AttachmentPdf = fileAnswer('application/pdf');
export const RelatedArticles = listOf(ref('RelatedArticle'));

// Pictures (not in the OpenAPI document).
export const ArticleImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,12}\\.svg$' }) });
export const ImageSecretQuery = Type.Object({ secret: Type.Optional(Type.String({ minLength: 8, maxLength: 100 })) });
export const CategoryImageParams = Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}\\.svg$' }) });
