// /nieuws, /nieuws/{type} and /nieuws/{type}/{itemSlug}: the news list and one post. {type} is
// the blog's slug; an unknown blog or post is the host's 404 page.
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError, PageFrame, queryClientOf, type Crumb } from '@kraanvogel/shared';
import { blogPostQuery, NEWS_BLOG, type BlogPost } from '@/features/news/api/blog';
import { NewsList } from '@/features/news/components/news-list';
import { NewsPost } from '@/features/news/components/news-post';
import { texts } from '@/texts';

const notFound = () => new Response('', { status: 404, statusText: 'Not Found' });
const listCrumb: Crumb = { label: texts.news, url: '/nieuws', level: 1 };

export function newsListLoader({ params }: LoaderFunctionArgs) {
  if (params.type && params.type !== NEWS_BLOG) throw notFound();
  return null;
}

export function NewsListRoute() {
  const { type = NEWS_BLOG } = useParams();
  return (
    <PageFrame title={texts.news} breadcrumbs={[listCrumb]}>
      <NewsList blogSlug={type} />
    </PageFrame>
  );
}

export async function newsPostLoader({ params, context }: LoaderFunctionArgs): Promise<BlogPost> {
  try {
    return await queryClientOf(context).ensureQueryData(blogPostQuery(params.type ?? '', params.itemSlug ?? ''));
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) throw notFound();
    throw e;
  }
}

export function NewsPostRoute() {
  const post = useLoaderData() as BlogPost;
  const { type } = useParams();
  const crumbs: Crumb[] = [listCrumb, { label: post.title, url: `/nieuws/${type}/${post.slug}`, level: 2 }];
  return (
    <PageFrame title={post.title} breadcrumbs={crumbs}>
      <NewsPost post={post} />
    </PageFrame>
  );
}
