// The product information API's shapes the catalog reads: the shared client's types, generated
// from the api's OpenAPI document, so that the catalog and the api cannot drift apart.
import type { ApiRelatedArticle } from '@kraanvogel/shared';

export type {
  ApiArticle as Article,
  ApiAttachment as Attachment,
  ApiAvailability as Availability,
  ApiCategorySummary as CategorySummary,
  ApiEtimData as EtimData,
  ApiNavigationNode as NavigationNode,
} from '@kraanvogel/shared';

/** A related article; the API does not tell its discount group (yet): the catalog looks it up in the search index. */
export type RelatedArticle = ApiRelatedArticle & { discountGroupCode?: string | null };
