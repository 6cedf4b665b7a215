import type { Session } from '@host/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { useSetSession } from '../../../state/session';
import { sha512Hex } from '../../../lib/crypto';
import { api } from '../../../lib/http';

export function useSwitchOutlet() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (omsOutletId: string) => api<Session>('/api/auth/switch-outlet', { method: 'POST', body: { omsOutletId } }),
    onSuccess: setSession,
  });
}

export function useLogout() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: () => api<void>('/api/auth/logout'),
    onSettled: () => setSession(null),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { token: string; password: string }) =>
      api<void>('/api/auth/reset-password', { method: 'POST', body: { token: input.token, sha512Pw: await sha512Hex(input.password) } }),
  });
}
