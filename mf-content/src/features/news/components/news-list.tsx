// /nieuws: the posts of the news blog, newest first, a page at a time (?pagina=2); the page is
// in the URL so that a link and the back button keep it.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@kraanvogel/shared';
import { blogPostsQuery, NEWS_PAGE_SIZE } from '../api/blog';
import { NewsCard, NewsGrid } from './news-card';
import { texts } from '@/texts';
import { Pagination } from '@kraanvogel/shared/screens';

export function NewsList({ blogSlug }: { blogSlug: string }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const { data, isPending, isError } = useQuery(blogPostsQuery(blogSlug, page));
  if (isError) return <p role="alert">{texts.newsFailed}</p>;
  if (isPending) {
    return (
      <NewsGrid aria-busy="true" aria-label={texts.loading}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} $height="22rem" />
        ))}
      </NewsGrid>
    );
  }
  if (!data.items.length) return <p>{texts.noNews}</p>;
  const pages = Math.ceil(data.totalCount / NEWS_PAGE_SIZE);
  const href = (n: number) => (n === 1 ? `?` : `?pagina=${n}`);
  return (
    <>
      <NewsGrid data-testid="news-list">
        {data.items.map((post) => (
          <NewsCard key={post.id} post={post} blogSlug={blogSlug} headingLevel={2} />
        ))}
      </NewsGrid>
      <Pagination page={page} pages={pages} hrefFor={href} />
    </>
  );
}
