import type { AttemptResult, CardAttempt } from '@host/domain/payments/contract';
import type { PayPageView } from '@host/domain/payments/pay-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The guest's pay page: no session, the token in the link is the key. */
export const payKeys = { checkout: (token: string) => ['pay', token] as const };

const base = (token: string) => `/api/pay/${encodeURIComponent(token)}`;

export function useCheckout(token: string) {
  return useQuery({
    queryKey: payKeys.checkout(token),
    queryFn: () => api<PayPageView>(base(token)),
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** A card, then the bank's step; the page shows every outcome itself, and reads the request afresh once it is settled. */
export function useCardPayment(token: string) {
  const client = useQueryClient();
  const options = {
    meta: { handlesErrors: true },
    onSuccess: (result: AttemptResult) =>
      result.outcome === 'succeeded' ? client.invalidateQueries({ queryKey: payKeys.checkout(token) }) : undefined,
  };
  return {
    attempt: useMutation({
      ...options,
      mutationFn: (card: CardAttempt) => api<AttemptResult>(`${base(token)}/attempts`, { method: 'POST', body: card }),
    }),
    answer: useMutation({
      ...options,
      mutationFn: ({ challengeId, approve }: { challengeId: string; approve: boolean }) =>
        api<AttemptResult>(`${base(token)}/challenges/${encodeURIComponent(challengeId)}`, { method: 'POST', body: { approve } }),
    }),
  };
}
