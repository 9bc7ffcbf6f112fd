// The back office's news calls (management API, administrators only): every post with its state,
// searched and paged on the server; one post; saving one (new or changed, with its publication
// time); and uploading a cover image, which the api resizes.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, apiBase, mgmtApi } from '@kraanvogel/shared';
import type { AdminBlogPost, BlogPostInput } from '@/lib/api-types';
import { adminKeys } from '@/lib/query-keys';

const BASE = '/api/cms-kit-admin/blogs/blog-posts' as const;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_COVER_BYTES = 10_000_000;

export type PostState = 'draft' | 'scheduled' | 'published';

/** A post's state as readers see it now. */
export function stateOf(post: Pick<AdminBlogPost, 'publishedAt'>, now = Date.now()): PostState {
  if (!post.publishedAt) return 'draft';
  return Date.parse(post.publishedAt) > now ? 'scheduled' : 'published';
}

export const useNewsPage = (q: { filter: string; page: number; pageSize: number }) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.newsPage(q),
      queryFn: ({ signal }) => answer(mgmtApi.GET(BASE, { signal, params: { query: { Filter: q.filter || undefined, SkipCount: (q.page - 1) * q.pageSize, MaxResultCount: q.pageSize } } })),
      placeholderData: keepPreviousData,
    }),
  );

export const newsPostOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.newsPost(id), queryFn: ({ signal }) => answer(mgmtApi.GET(`${BASE}/{id}`, { signal, params: { path: { id } } })) });

export const useNewsPost = (id: string | null) => useQuery({ ...newsPostOptions(id ?? ''), enabled: id !== null });

export function useSaveNewsPost(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogPostInput) => answer(id === null ? mgmtApi.POST(BASE, { body }) : mgmtApi.PUT(`${BASE}/{id}`, { params: { path: { id } }, body })),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.newsPost(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.news }),
  });
}

/** Uploads a picture as it is; the answer names the resized cover. */
export const useUploadCover = () =>
  useMutation({
    mutationFn: (file: File) =>
      answer(mgmtApi.POST('/api/cms-kit-admin/media/blogpost', { body: file as never, bodySerializer: (body: unknown) => body, headers: { 'Content-Type': file.type } })),
  });

/** Cover images are plain <img> requests to the management API's public media route. */
export const coverUrl = (mediaId: string) => `${apiBase('mgmt')}/api/cms-kit/media/${encodeURIComponent(mediaId)}`;
