// GET punchout/url: the buyer's punch-out session as the basket page needs it: its operation
// (create, edit, inspect), its own basket and what the shop could not take over from the
// procurement system's earlier lines.
import { useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export function usePunchoutSession(enabled: boolean) {
  return useQuery({ queryKey: ['punchout', 'session'], queryFn: () => answer(mgmtApi.GET('/api/app/punchout/url')), enabled, staleTime: 60_000 });
}
