// The home page's news block: the latest three posts, each with its cover, and a link to all news.
// Its space is reserved while the posts load, so the home page does not jump.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import '@/register';
import { widgetTexts as texts } from '@/texts/widgets';
import { blogPostsQuery, NEWS_BLOG } from './api/blog';
import { NewsCard, NewsGrid } from './components/news-card';

const Placeholder = styled.div`
  height: 22rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;

export default function NewsTeaser() {
  const { data, isError } = useQuery(blogPostsQuery(NEWS_BLOG, 1, 3));
  return (
    <section aria-labelledby="news-teaser-title" data-testid="news-teaser">
      <h2 id="news-teaser-title">{texts.newsTeaser.title}</h2>
      {isError ? (
        <p>{texts.newsFailed}</p>
      ) : (
        <NewsGrid aria-busy={!data}>
          {data ? data.items.map((post) => <NewsCard key={post.id} post={post} blogSlug={NEWS_BLOG} />) : Array.from({ length: 3 }, (_, i) => <Placeholder key={i} />)}
        </NewsGrid>
      )}
      <Link to="/nieuws">{texts.newsTeaser.all}</Link>
    </section>
  );
}
