// One post in a list: cover (its size reserved, so nothing moves when it arrives), date, title
// linking to the post, and the short description.
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@kraanvogel/shared';
import { coverUrl, type BlogPost } from '../api/blog';
import { widgetTexts as texts } from '@/texts/widgets';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  background: ${(p) => p.theme.colors.background};
`;
const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  background: ${(p) => p.theme.colors.surface};
`;
const Body = styled.div`
  padding: 0.75rem 1rem 1rem;
  h3 {
    margin: 0.25rem 0 0.5rem;
    font-size: 1.15rem;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;
const Meta = styled.time`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

export const postUrl = (post: BlogPost, blogSlug: string) => `/nieuws/${blogSlug}/${post.slug}`;

export function NewsCard({ post, blogSlug, headingLevel = 3 }: { post: BlogPost; blogSlug: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      {post.coverImageMediaId && <Cover src={coverUrl(post.coverImageMediaId)} alt="" width={800} height={450} loading="lazy" />}
      <Body>
        <Meta dateTime={post.creationTime}>{texts.publishedOn(formatDate(post.creationTime))}</Meta>
        <Heading>
          <Link to={postUrl(post, blogSlug)}>{post.title}</Link>
        </Heading>
        <p>{post.shortDescription}</p>
      </Body>
    </Card>
  );
}

export const NewsGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 1rem 0;
`;
