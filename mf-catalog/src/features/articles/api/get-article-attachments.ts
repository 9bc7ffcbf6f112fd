// GET {pim}/api/app/article/{id}/bijlagen: the article's documents (PDF data sheets, manuals).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Attachment } from '@/types/pim';

export async function getArticleAttachments(key: string, signal?: AbortSignal): Promise<Attachment[]> {
  return (await pimClient.getArticleBijlagen(key, signal)).items;
}

export const articleAttachmentsQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.articleAttachments(key), queryFn: ({ signal }) => getArticleAttachments(key, signal) });

export const useArticleAttachments = (key: string) => useQuery(articleAttachmentsQueryOptions(key));
