import { useSearchParams } from 'react-router';
import { PageFrame } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function SearchRoute() {
  const [params] = useSearchParams();
  const phrase = params.get('phrase') ?? '';
  const title = phrase ? texts.searchResultsFor(phrase) : texts.searchResults;
  return <PageFrame title={title} breadcrumbs={[{ label: texts.searchResults, url: '/zoeken', level: 1 }]} />;
}
