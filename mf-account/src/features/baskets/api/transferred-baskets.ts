// GET punchout/transferred-baskets: the user's punch-out baskets that went to his procurement
// system (Mijn winkelwagens, Overgedragen). They stay read-only; opening one shows its lines.
import { useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export function useTransferredBaskets() {
  return useQuery({
    queryKey: ['punchout', 'transferred-baskets'],
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/punchout/transferred-baskets', { signal }))).items,
  });
}
