// An article as the search index returns it: the fields the shop asks for.
import { widgetTexts as texts } from '@/texts/widgets';
export interface SearchArticle {
  CodeName: string;
  Code: string;
  Omschrijving: string;
  ProductDescription?: string | null;
  ProductBrand?: string | null;
  ProductSeries?: string | null;
  ProductType?: string | null;
  ProductCode?: string | null;
  Image?: string | null;
  GrossPricePerOrderUnit?: number | null;
  OrderUnit?: string | null;
  UDF_vrdsoort?: string | null;
  StepQuantity?: number | null;
  MinOrderQuantity?: number | null;
  CombinedParentKeys?: string[] | null;
  ConditionGroupCode?: string | null;
}

/** The fields every article search asks for, plus the key. */
export const ARTICLE_SELECT = [
  'CodeName',
  'Code',
  'Omschrijving',
  'ProductDescription',
  'ProductBrand',
  'ProductSeries',
  'ProductType',
  'ProductCode',
  'Image',
  'GrossPricePerOrderUnit',
  'OrderUnit',
  'UDF_vrdsoort',
  'StepQuantity',
  'MinOrderQuantity',
  'CombinedParentKeys',
  'ConditionGroupCode',
].join(',');

/** The facets of the results page, in display order; `param` names them in the URL. */
export const FACETS = [
  { field: 'ProductBrand', param: 'merk', title: texts.facets.ProductBrand },
  { field: 'ProductSeries', param: 'serie', title: texts.facets.ProductSeries },
  { field: 'ProductType', param: 'type', title: texts.facets.ProductType },
  { field: 'ProductClassName', param: 'klasse', title: texts.facets.ProductClassName },
] as const;

export type FacetField = (typeof FACETS)[number]['field'];

export type FacetFilters = Partial<Record<FacetField, string[]>>;

/** Where a listing looks: the whole index, or one category path (the outlet is the path 'outlet'). */
export type ListingScope = { kind: 'search' } | { kind: 'category'; path: string };
