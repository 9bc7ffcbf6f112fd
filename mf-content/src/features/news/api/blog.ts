// The news calls of the management API's public blog: a page of posts, and one post by slug.
import { queryOptions } from '@tanstack/react-query';
import { answer, apiBase, mgmtApi, requireParameter, type MgmtComponents } from '@kraanvogel/shared';

export type BlogPost = MgmtComponents['schemas']['BlogPost'];

/** The one blog of the shop: its slug is the {type} segment of /nieuws/{type}/{itemSlug}. */
export const NEWS_BLOG = 'nieuws';
export const NEWS_PAGE_SIZE = 9;

export const blogKeys = {
  page: (blogSlug: string, page: number, size: number) => ['blog', blogSlug, 'page', page, size] as const,
  post: (blogSlug: string, postSlug: string) => ['blog', blogSlug, 'post', postSlug] as const,
};

export const getBlogPosts = (blogSlug: string, page: number, size: number, signal?: AbortSignal) =>
  answer(
    mgmtApi.GET('/api/cms-kit-public/blog-posts/{blogSlug}', {
      params: { path: { blogSlug }, query: { SkipCount: (page - 1) * size, MaxResultCount: size } },
      signal,
    }),
  );

export const getBlogPost = (blogSlug: string | undefined, postSlug: string | undefined, signal?: AbortSignal) =>
  answer(
    mgmtApi.GET('/api/cms-kit-public/blog-posts/{blogSlug}/{blogPostSlug}', {
      params: { path: { blogSlug: requireParameter(blogSlug, 'blogSlug', 'getBlogPost'), blogPostSlug: requireParameter(postSlug, 'blogPostSlug', 'getBlogPost') } },
      signal,
    }),
  );

export const blogPostsQuery = (blogSlug: string, page: number, size = NEWS_PAGE_SIZE) =>
  queryOptions({ queryKey: blogKeys.page(blogSlug, page, size), queryFn: ({ signal }) => getBlogPosts(blogSlug, page, size, signal), staleTime: 5 * 60_000 });

export const blogPostQuery = (blogSlug: string, postSlug: string) =>
  queryOptions({ queryKey: blogKeys.post(blogSlug, postSlug), queryFn: ({ signal }) => getBlogPost(blogSlug, postSlug, signal), staleTime: 5 * 60_000 });

/** Cover images are plain <img> requests to the management API's public media route. */
export const coverUrl = (mediaId: string) => `${apiBase('mgmt')}/api/cms-kit/media/${encodeURIComponent(mediaId)}`;
