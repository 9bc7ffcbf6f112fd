// Shapes of the product information API's answers (api/src/schemas/catalog.ts).
export interface NavigationNode {
  id: number;
  code: { value: string };
  description: { value: string };
  /** Cumulative lowercase path of codes, e.g. 'sanitair/kranen'. */
  path?: string;
  level?: number;
  itemCount?: number;
  childNodes: NavigationNode[];
}

export interface CategorySummary {
  id: number;
  code: string;
  path: string;
  description: string;
  level: number;
  imageUrl: string | null;
}

export interface Article {
  id: string;
  itemNo: string;
  code: string;
  description: string;
  longDescription: string;
  brand: string | null;
  series: string | null;
  productType: string | null;
  productClass: string | null;
  manufacturerCode: string;
  ean: string | null;
  imageUrl: string | null;
  grossPrice: number;
  netPrice?: number;
  discountPercentage?: number;
  orderUnit: string;
  stepQuantity: number;
  minOrderQuantity: number;
  discountGroupCode: string | null;
  isOutlet: boolean;
  categoryPath: string;
  breadcrumbs?: { label: string; url: string; level: number }[];
  etimClass: { code: string; name: string } | null;
}

export interface Attachment {
  id: number;
  kind: string;
  title: string;
  fileName: string;
  url: string;
  contentType: string;
}

export interface EtimFeature {
  code: string;
  name: string;
  value: string;
  unit: string | null;
}

export interface EtimData {
  classCode: string | null;
  className: string | null;
  items: EtimFeature[];
}

export interface RelatedArticle {
  itemNo: string;
  description: string;
  brand: string | null;
  imageUrl: string | null;
  grossPrice: number;
  orderUnit: string;
  stepQuantity: number;
  minOrderQuantity: number;
  relationType: string;
  /** Not (yet) in the API's answer: without it only the gross price is certain. */
  discountGroupCode?: string | null;
}

export interface Availability {
  itemNo: string;
  totalStock: number;
  isAvailable: boolean;
  deliveryIndication: string;
  warehouses: { code: string; name: string; quantity: number }[];
  updatedAt: string;
}
