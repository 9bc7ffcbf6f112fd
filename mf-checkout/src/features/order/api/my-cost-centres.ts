// GET cost-centres/mine: the cost centres the user orders on, with what is left of their budgets
// this period (step 2 asks which one when there are several).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export const myCostCentresQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'my-cost-centres'] as const,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/cost-centres/mine', { signal })),
    select: (data) => data.items,
  });

export const useMyCostCentres = () => useQuery(myCostCentresQueryOptions());
