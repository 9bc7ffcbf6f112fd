// POST punchout/push-basket/{basketId}: the form that carries the basket back to the buyer's
// procurement system (OCI fields or a cXML order message). Pushing again gives the same form.
import { useMutation } from '@tanstack/react-query';
import { answer, mgmtApi, type ApiPunchoutReturn } from '@kraanvogel/shared';

export type PunchoutReturn = ApiPunchoutReturn;

export function usePushBasket() {
  return useMutation({ mutationFn: (basketId: number) => answer(mgmtApi.POST('/api/app/punchout/push-basket/{basketId}', { params: { path: { basketId } } })) });
}
