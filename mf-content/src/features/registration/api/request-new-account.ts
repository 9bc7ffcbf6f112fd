// POST /api/app/customer-account/request-new-account: the registration as one request. The
// answer is the same whether or not the address already has an account.
import { useMutation } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { Aflevergegevens, BedrijfsGegevens, Persoonsgegevens } from '../stores/registration-store';

export interface RegistrationRequest {
  BedrijfsGegevens: BedrijfsGegevens;
  Persoonsgegevens: Persoonsgegevens;
  Aflevergegevens: Aflevergegevens;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export const requestNewAccount = (body: RegistrationRequest) =>
  answer(mgmtApi.POST('/api/app/customer-account/request-new-account', { body }));

export function useRequestNewAccount() {
  return useMutation({ mutationFn: requestNewAccount });
}
