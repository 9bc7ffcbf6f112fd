// GET {pim}/api/app/article/{id}/bijlagen: the article's documents (PDF data sheets, manuals).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Attachment } from '@/types/pim';

export async function getArticleAttachments(itemNo: string, signal?: AbortSignal): Promise<Attachment[]> {
  return (await answer(pimApi.GET('/api/app/article/{id}/bijlagen', { params: { path: { id: itemNo } }, signal }))).items;
}

export const articleAttachmentsQueryOptions = (itemNo: string) =>
  queryOptions({ queryKey: queryKeys.articleAttachments(itemNo), queryFn: ({ signal }) => getArticleAttachments(itemNo, signal) });

export const useArticleAttachments = (itemNo: string) => useQuery(articleAttachmentsQueryOptions(itemNo));
