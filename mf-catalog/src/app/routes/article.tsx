// /artikel/{key}: the key is the item number (from the cart popup) or the
// article code (from search results). An unknown article is the host's 404 page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError, navigationQueryOptions, PageFrame, queryClientOf, type Crumb } from '@kraanvogel/shared';
import { articleQueryOptions } from '@/features/articles/api/get-article';
import { ArticleDetail } from '@/features/articles/components/article-detail';
import { crumbsOf, findCategoryTrail } from '@/features/categories/utils/category-trail';
import { paths } from '@/lib/paths';
import { texts } from '@/texts';
import type { Article } from '@/types/pim';

interface ArticleData {
  article: Article;
  crumbs: Crumb[];
}

export async function articleLoader({ params, context }: LoaderFunctionArgs): Promise<ArticleData> {
  const key = params.key?.trim();
  if (!key) throw new Response('', { status: 404, statusText: 'Not Found' });
  const queryClient = queryClientOf(context);
  const [article, tree] = await Promise.all([
    queryClient.ensureQueryData(articleQueryOptions(key)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw new Response('', { status: 404, statusText: 'Not Found' });
      throw error;
    }),
    queryClient.ensureQueryData(navigationQueryOptions()).catch(() => []),
  ]);
  const trail = findCategoryTrail(tree, (article.categoryPath ?? '').split('/').filter(Boolean)) ?? [];
  const crumbs: Crumb[] = [
    { label: texts.assortiment, url: paths.assortiment, level: 0 },
    ...crumbsOf(trail),
    { label: article.description, url: paths.article(key), level: trail.length + 1 },
  ];
  return { article, crumbs };
}

export function ArticleRoute() {
  const { article, crumbs } = useLoaderData() as ArticleData;
  return (
    <PageFrame title={article.description} breadcrumbs={crumbs}>
      <ArticleDetail key={article.itemNo} article={article} />
    </PageFrame>
  );
}
