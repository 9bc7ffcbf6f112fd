// One news post. Its HTML was sanitised by the api (only text markup, links and images survive),
// so it can be placed as HTML here.
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@kraanvogel/shared';
import { coverUrl, type BlogPost } from '../api/blog';
import { texts } from '@/texts';

const Article = styled.article`
  max-width: 48rem;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Meta = styled.p`
  color: ${(p) => p.theme.colors.muted};
`;
const Cover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
`;

export function NewsPost({ post }: { post: BlogPost }) {
  return (
    <Article data-testid="news-post">
      <Meta>
        <time dateTime={post.creationTime}>{texts.publishedOn(formatDate(post.creationTime))}</time>
        {' · '}
        {texts.byAuthor(`${post.author.name} ${post.author.surname}`)}
      </Meta>
      {post.coverImageMediaId && <Cover src={coverUrl(post.coverImageMediaId)} alt="" width={800} height={450} />}
      <p>
        <strong>{post.shortDescription}</strong>
      </p>
      <div data-testid="news-post-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      <p>
        <Link to="/nieuws">{texts.backToNews}</Link>
      </p>
    </Article>
  );
}
