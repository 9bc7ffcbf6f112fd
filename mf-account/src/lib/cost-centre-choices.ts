// The cost centres a user can filter his orders on (Mijn orders): all of the customer's for a main
// user, the ones he orders on otherwise.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from './query-keys';

export function costCentreChoicesQueryOptions(mainUser: boolean) {
  return queryOptions({
    queryKey: [...accountKeys.costCentres, mainUser ? 'all' : 'mine'],
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET(mainUser ? '/api/app/cost-centres' : '/api/app/cost-centres/mine', { signal }))).items.map((c) => ({ id: c.id, name: c.name })),
  });
}

export function useCostCentreChoices(mainUser: boolean) {
  return useQuery(costCentreChoicesQueryOptions(mainUser));
}
