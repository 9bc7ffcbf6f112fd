// The cost centres of Mijn team (main user): GET cost-centres, POST/PUT one with its budget and
// members, DELETE one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { CostCentreInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export const costCentresQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.costCentres,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/cost-centres', { signal }))).items,
  });

export const useCostCentres = () => useQuery(costCentresQueryOptions());


export function useSaveCostCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CostCentreInput }) =>
      id === null ? answer(mgmtApi.POST('/api/app/cost-centres', { body: input })) : answer(mgmtApi.PUT('/api/app/cost-centres/{id}', { params: { path: { id } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.costCentres }),
  });
}

export function useRemoveCostCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await mgmtApi.DELETE('/api/app/cost-centres/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.costCentres }),
  });
}
