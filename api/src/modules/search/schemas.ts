// The search service's request and response schemas (TypeBox), as Azure Search documents them;
// the named ones (with an $id) are the OpenAPI document's components.
import Type, { type TSchema } from 'typebox';

/** The oldest api-version the service speaks; newer ones (the SDKs') are accepted as well. */
export const MIN_API_VERSION = '2017-11-11';

export const SearchError = Type.Object(
  { error: Type.Object({ code: Type.String({ description: 'Always empty, as in Azure' }), message: Type.String() }) },
  { $id: 'SearchError' },
);
/** The error answers of a route: the given statuses and 500, each a SearchError. */
export const errors = (...statuses: number[]) => Object.fromEntries([...statuses, 500].map((s) => [s, Type.Unsafe({ $ref: 'SearchError#' })]));

const Access = {
  'api-version': Type.String({ description: `At least ${MIN_API_VERSION}`, maxLength: 40 }),
  'api-key': Type.Optional(Type.String({ description: 'A query key, when the service has keys', maxLength: 200 })),
};
export const AccessQuery = Type.Object(Access);
export const IndexParams = Type.Object({ index: Type.String({ maxLength: 128 }) });
export const DocumentParams = Type.Object({ index: Type.String({ maxLength: 128 }), key: Type.String({ maxLength: 1024 }) });

// Bodies as Azure documents them; azure.ts checks what a schema cannot (field names against the
// index, expressions, ranges that depend on other fields). Texts that are expressions may be long.
const EXPRESSION = { maxLength: 32_000 };
export const SearchBody = Type.Object(
  {
    search: Type.Optional(Type.String({ ...EXPRESSION, description: 'Simple or full Lucene query; * or absent: everything' })),
    searchMode: Type.Optional(Type.String({ description: 'any (default) or all', maxLength: 10 })),
    queryType: Type.Optional(Type.String({ description: 'simple (default) or full', maxLength: 10 })),
    searchFields: Type.Optional(Type.String({ maxLength: 1000 })),
    select: Type.Optional(Type.String({ maxLength: 1000 })),
    filter: Type.Optional(Type.String({ ...EXPRESSION, description: 'OData filter expression' })),
    orderby: Type.Optional(Type.String({ maxLength: 2000 })),
    top: Type.Optional(Type.Integer({ minimum: 0, description: 'Default 50 (with a next page link), at most 1000' })),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    count: Type.Optional(Type.Boolean()),
    facets: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 })),
    highlight: Type.Optional(Type.String({ maxLength: 1000 })),
    highlightPreTag: Type.Optional(Type.String({ maxLength: 100 })),
    highlightPostTag: Type.Optional(Type.String({ maxLength: 100 })),
    scoringProfile: Type.Optional(Type.String({ maxLength: 128 })),
    minimumCoverage: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { $id: 'SearchRequest', additionalProperties: true },
);
export const AutocompleteBody = Type.Object(
  {
    search: Type.String({ minLength: 1, maxLength: 100 }),
    suggesterName: Type.String({ maxLength: 128 }),
    autocompleteMode: Type.Optional(Type.String({ description: 'oneTerm (default), twoTerms or oneTermWithContext', maxLength: 20 })),
    searchFields: Type.Optional(Type.String({ maxLength: 1000 })),
    filter: Type.Optional(Type.String(EXPRESSION)),
    fuzzy: Type.Optional(Type.Boolean()),
    top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    highlightPreTag: Type.Optional(Type.String({ maxLength: 100 })),
    highlightPostTag: Type.Optional(Type.String({ maxLength: 100 })),
    minimumCoverage: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { $id: 'AutocompleteRequest', additionalProperties: true },
);
export const SearchQuery = Type.Object({
  ...Access,
  search: Type.Optional(Type.String(EXPRESSION)),
  searchMode: Type.Optional(Type.String({ maxLength: 10 })),
  searchFields: Type.Optional(Type.String({ maxLength: 1000 })),
  queryType: Type.Optional(Type.String({ maxLength: 10 })),
  $select: Type.Optional(Type.String({ maxLength: 1000 })),
  $filter: Type.Optional(Type.String(EXPRESSION)),
  $orderby: Type.Optional(Type.String({ maxLength: 2000 })),
  $top: Type.Optional(Type.String({ pattern: '^[0-9]+$', maxLength: 10 })),
  $skip: Type.Optional(Type.String({ pattern: '^[0-9]+$', maxLength: 10 })),
  $count: Type.Optional(Type.Boolean()),
  facet: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 })),
  highlight: Type.Optional(Type.String({ maxLength: 1000 })),
  highlightPreTag: Type.Optional(Type.String({ maxLength: 100 })),
  highlightPostTag: Type.Optional(Type.String({ maxLength: 100 })),
  scoringProfile: Type.Optional(Type.String({ maxLength: 128 })),
});
export const AutocompleteQuery = Type.Object({
  ...Access,
  search: Type.String({ minLength: 1, maxLength: 100 }),
  suggesterName: Type.String({ maxLength: 128 }),
  autocompleteMode: Type.Optional(Type.String({ maxLength: 20 })),
  searchFields: Type.Optional(Type.String({ maxLength: 1000 })),
  $filter: Type.Optional(Type.String(EXPRESSION)),
  fuzzy: Type.Optional(Type.Boolean()),
  $top: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const Document = Type.Object({}, { additionalProperties: true, description: 'The retrievable fields of an article document' });
export const SearchResults = Type.Object(
  {
    '@odata.count': Type.Optional(Type.Integer()),
    '@search.coverage': Type.Optional(Type.Number()),
    '@search.facets': Type.Optional(Type.Record(Type.String(), Type.Array(Type.Object({ value: Type.Unknown(), count: Type.Integer() })))),
    '@search.nextPageParameters': Type.Optional(Type.Object({}, { additionalProperties: true })),
    value: Type.Array(Type.Object({ '@search.score': Type.Number() }, { additionalProperties: true })),
  },
  { $id: 'SearchResults' },
);
export const Suggestions = Type.Object(
  { '@search.coverage': Type.Optional(Type.Number()), value: Type.Array(Type.Object({ text: Type.String(), queryPlusText: Type.String() })) },
  { $id: 'Suggestions' },
);
export const IndexDefinition = Type.Object(
  { name: Type.String(), fields: Type.Array(Type.Object({ name: Type.String(), type: Type.String() }, { additionalProperties: true })) },
  { $id: 'IndexDefinition', additionalProperties: true },
);
/** A reference to a named schema (one with an $id), as the documents show it. */
export const named = (schema: TSchema) => Type.Unsafe({ $ref: `${(schema as { $id: string }).$id}#` });

/** A synonym map as Azure takes it: rules in Solr's format, one a line (PUT /synonymmaps/{name}). */
export const SynonymMapBody = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,127}$', maxLength: 128, description: 'Lower-case letters, digits and dashes; the name in the URL' }),
    format: Type.Optional(Type.String({ maxLength: 10, description: "Always 'solr'" })),
    synonyms: Type.String({ maxLength: 500_000, description: "Rules, one a line: 'a, b, c' (equivalent) or 'a, b => c' (a and b also find c); '#' starts a comment" }),
  },
  { $id: 'SynonymMap', additionalProperties: true },
);
/** A synonym map as Azure answers it. */
export const SynonymMapAnswer = Type.Object(
  {
    '@odata.etag': Type.String({ description: 'When the map last changed' }),
    name: Type.String(),
    format: Type.String(),
    synonyms: Type.String(),
    encryptionKey: Type.Null(),
  },
  { $id: 'SynonymMapAnswer' },
);
export const SynonymMapParams = Type.Object({ name: Type.String({ maxLength: 128 }) });
/** GET /synonymmaps: the service's synonym maps. */
export const SynonymMapList = Type.Object({ value: Type.Array(named(SynonymMapAnswer)) });

/** GET /indexes: the service's indexes. */
export const IndexList = Type.Object({ value: Type.Array(named(IndexDefinition)) });
/** GET …/docs/$count: the number of documents, as plain text. */
export const DocumentCount = Type.String({ description: 'text/plain' });
