// The product information API's shapes the catalog reads: the shared client's types, generated
// from the api's OpenAPI document, so that the catalog and the api cannot drift apart.
export type {
  ApiArticle as Article,
  ApiAttachment as Attachment,
  ApiAvailability as Availability,
  ApiCategorySummary as CategorySummary,
  ApiEtimData as EtimData,
  ApiRelatedArticle as RelatedArticle,
} from '@kraanvogel/shared';
