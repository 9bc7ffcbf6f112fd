// GET {pim}/api/app/article/{id}/bijlagen: the article's documents (PDF data sheets, manuals).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, itemsOf, requireParam } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Attachment, PimResponse } from '../../../types/pim';

export async function getArticleAttachments(key: string, signal?: AbortSignal): Promise<Attachment[]> {
  const id = requireParam(key, 'id', 'getArticleAttachments');
  return itemsOf(await apiGet<PimResponse<'/api/app/article/{id}/bijlagen'>>('pim', `/api/app/article/${encodeURIComponent(id)}/bijlagen`, undefined, signal));
}

export const articleAttachmentsQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.articleAttachments(key), queryFn: ({ signal }) => getArticleAttachments(key, signal) });

export const useArticleAttachments = (key: string) => useQuery(articleAttachmentsQueryOptions(key));
