// /artikel/{key}: the key is the item number (from the basket popup) or the
// article code (from search results). An unknown article is the host's 404 page.
import { useLoaderData } from 'react-router';
import { PageFrame } from '@kraanvogel/shared';
import { ArticleDetail } from '@/features/articles/components/article-detail';
import type { ArticleData } from './loaders';

export function ArticleRoute() {
  const { article, crumbs, asOf } = useLoaderData() as ArticleData;
  return (
    <PageFrame title={article.description} breadcrumbs={crumbs}>
      <ArticleDetail key={article.itemNo} article={article} asOf={asOf} />
    </PageFrame>
  );
}
