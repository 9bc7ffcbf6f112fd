// POST {search}/indexes/{index}/docs/autocomplete: completions of what is typed (suggester 'default').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postAutocomplete, type Suggestion } from '@/lib/search-client';
import { queryKeys } from '@/lib/query-keys';
import { buildAutocompleteRequest } from '../utils/search-query';

export async function autocomplete(term: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return (await postAutocomplete(buildAutocompleteRequest(term), signal)).value;
}

export const autocompleteQueryOptions = (term: string) =>
  queryOptions({ queryKey: queryKeys.autocomplete(term), queryFn: ({ signal }) => autocomplete(term, signal), staleTime: 60_000, retry: false });

export const useAutocomplete = (term: string, enabled: boolean) => useQuery({ ...autocompleteQueryOptions(term), enabled });
