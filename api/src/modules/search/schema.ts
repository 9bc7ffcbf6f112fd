// The article index definition: which fields exist and what each may be used for, in the shape
// of an Azure Search index definition (served at GET /indexes/{index}).

export type FieldType =
  | 'Edm.String'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Double'
  | 'Edm.Boolean'
  | 'Collection(Edm.String)';

export interface FieldDefinition {
  name: string;
  type: FieldType;
  key?: boolean;
  searchable?: boolean;
  filterable?: boolean;
  sortable?: boolean;
  facetable?: boolean;
  retrievable?: boolean;
  /** How searchable values are tokenised: 'text' (words) or 'code' (parts plus the whole). */
  analyzer?: 'text' | 'code';
  /** The synonym maps whose rules apply to the field's words (./synonyms.ts). */
  synonymMaps?: string[];
}

export interface IndexDefinition {
  name: string;
  fields: FieldDefinition[];
  /** Field weights per scoring profile; the default profile weighs every searchable field 1. */
  scoringProfiles: Record<string, Record<string, number>>;
  defaultScoringProfile?: string;
  suggesters: { name: string; sourceFields: string[] }[];
}

export type SearchDocument = Record<string, unknown>;

const f = (name: string, type: FieldType, attrs: Omit<FieldDefinition, 'name' | 'type'>): FieldDefinition => ({
  name,
  type,
  retrievable: true,
  ...attrs,
});

/** The synonym map of the trade's words, which the article texts use (stored by migration 050). */
export const TRADE_WORDS_MAP = 'vakwoorden';
const trade = { synonymMaps: [TRADE_WORDS_MAP] };

/** The shop's article index: CodeName is the key. */
export function articleIndexDefinition(name = 'articles'): IndexDefinition {
  return {
    name,
    fields: [
      f('CodeName', 'Edm.String', { key: true, filterable: true }),
      f('Code', 'Edm.String', { searchable: true, filterable: true, sortable: true, analyzer: 'code' }),
      f('Omschrijving', 'Edm.String', { searchable: true, sortable: true, ...trade }),
      f('ProductDescription', 'Edm.String', { searchable: true, ...trade }),
      f('ProductBrand', 'Edm.String', { searchable: true, filterable: true, sortable: true, facetable: true }),
      f('ProductSeries', 'Edm.String', { searchable: true, filterable: true, sortable: true, facetable: true }),
      f('ProductType', 'Edm.String', { searchable: true, filterable: true, sortable: true, facetable: true, ...trade }),
      f('ProductClassName', 'Edm.String', { searchable: true, filterable: true, sortable: true, facetable: true, ...trade }),
      f('ProductCode', 'Edm.String', { searchable: true, filterable: true, sortable: true, analyzer: 'code' }),
      f('EAN', 'Edm.String', { searchable: true, filterable: true, analyzer: 'code' }),
      f('Image', 'Edm.String', {}),
      f('GrossPricePerOrderUnit', 'Edm.Double', { filterable: true, sortable: true, facetable: true }),
      f('OrderUnit', 'Edm.String', { filterable: true, facetable: true }),
      f('UDF_vrdsoort', 'Edm.String', { filterable: true, sortable: true, facetable: true }),
      f('StepQuantity', 'Edm.Int32', { filterable: true, sortable: true }),
      f('MinOrderQuantity', 'Edm.Int32', { filterable: true, sortable: true }),
      f('CombinedParentKeys', 'Collection(Edm.String)', { filterable: true, facetable: true }),
      f('ConditionGroupCode', 'Edm.String', { filterable: true, facetable: true }),
      f('IsOutlet', 'Edm.Boolean', { filterable: true, facetable: true }),
    ],
    scoringProfiles: {
      // Codes typed whole win; then the short description, brand and type; the long text least.
      ArticleSearch: {
        Code: 6,
        EAN: 6,
        ProductCode: 5,
        Omschrijving: 3,
        ProductBrand: 2,
        ProductSeries: 2,
        ProductType: 2,
        ProductClassName: 1.5,
        ProductDescription: 1,
      },
    },
    suggesters: [
      {
        name: 'default',
        sourceFields: ['Omschrijving', 'ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'],
      },
    ],
  };
}

/** The definition as Azure's GET /indexes/{index} returns it. */
export function indexDefinitionResponse(def: IndexDefinition): Record<string, unknown> {
  return {
    name: def.name,
    fields: def.fields.map((fd) => ({
      name: fd.name,
      type: fd.type,
      key: fd.key ?? false,
      searchable: fd.searchable ?? false,
      filterable: fd.filterable ?? false,
      sortable: fd.sortable ?? false,
      facetable: fd.facetable ?? false,
      retrievable: fd.retrievable ?? true,
      analyzer: fd.searchable ? (fd.analyzer === 'code' ? 'kraanvogel.code' : 'kraanvogel.nl') : null,
      synonymMaps: fd.synonymMaps ?? [],
    })),
    scoringProfiles: Object.entries(def.scoringProfiles).map(([name, weights]) => ({
      name,
      text: { weights },
      functions: [],
    })),
    defaultScoringProfile: def.defaultScoringProfile ?? null,
    suggesters: def.suggesters.map((s) => ({ name: s.name, searchMode: 'analyzingInfixMatching', sourceFields: s.sourceFields })),
    analyzers: [],
    corsOptions: null,
  };
}
