// Shapes of the product information API's answers, from the types generated out of its OpenAPI
// document (shared/src/api/generated), so that the catalog and the api cannot drift apart.
import type { components, paths } from '@kraanvogel/shared/src/api/generated/pim';

type Schemas = components['schemas'];

/** The JSON body of a GET path's 200 answer. */
export type PimResponse<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } } ? T : never;

export type NavigationNode = Schemas['NavigationNode'];
export type CategorySummary = Schemas['CategorySummary'];
export type Article = Schemas['Article'];
export type Attachment = Schemas['Attachment'];
export type EtimFeature = Schemas['EtimFeature'];
export type EtimData = Schemas['EtimData'];
export type Availability = Schemas['Availability'];
/** A related article; the API does not tell its discount group (yet), so only the gross price is certain. */
export type RelatedArticle = Schemas['RelatedArticle'] & { discountGroupCode?: string | null };
