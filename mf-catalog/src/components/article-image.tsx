// An article's image, or the placeholder when it has none or it fails to load. Lazily loaded,
// except those a page leads with (`priority`: the article page's own image, its largest
// contentful paint, and the first cards of a results page), which the browser fetches at once and first.
import { useState } from 'react';
import styled from 'styled-components';
import { widgetTexts as texts } from '../texts/widgets';

const Frame = styled.div<{ $size: string }>`
  width: ${(p) => p.$size};
  aspect-ratio: 1;
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  overflow: hidden;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  svg {
    width: 60%;
    height: 60%;
    color: ${(p) => p.theme.colors.border};
  }
`;

export function ArticleImage({ src, alt, size = '100%', priority = false }: { src: string | null | undefined; alt: string; size?: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  const show = Boolean(src) && !failed;
  return (
    <Frame $size={size} data-testid={show ? 'article-image' : 'article-image-placeholder'}>
      {show ? (
        <img src={src!} alt={alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} onError={() => setFailed(true)} />
      ) : (
        <svg viewBox="0 0 24 24" role="img" aria-label={texts.placeholderImage} fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
      )}
    </Frame>
  );
}
