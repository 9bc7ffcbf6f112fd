// /zoeken?phrase=…: the search results page.
import { useSearchParams } from 'react-router';
import { PageFrame } from '@kraanvogel/shared';
import { Listing } from '@/features/search/components/listing';
import { texts } from '@/texts';
import { searchTitle } from './search-title';

const SCOPE = { kind: 'search' } as const;

export function SearchRoute() {
  const [params] = useSearchParams();
  const phrase = params.get('phrase') ?? '';
  const title = searchTitle(phrase);
  return (
    <PageFrame title={title} breadcrumbs={[{ label: texts.searchResults, url: '/zoeken', level: 1 }]}>
      <Listing scope={SCOPE} />
    </PageFrame>
  );
}
