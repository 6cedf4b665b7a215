import type { EmailLoginInput, PinLoginInput, Session } from '@host/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { useSetSession } from '../../../state/session';
import { sha512Hex } from '../../../lib/crypto';
import { api } from '../../../lib/http';

export function usePinLogin() {
  const setSession = useSetSession();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { code: string; pin: string }) =>
      api<Session>('/api/auth/pin-login-remember-me', {
        method: 'POST',
        body: { code: input.code.trim(), sha512Pin: await sha512Hex(input.pin) } satisfies PinLoginInput,
      }),
    onSuccess: setSession,
  });
}

export function useEmailLogin() {
  const setSession = useSetSession();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { email: string; password: string }) =>
      api<Session>('/api/auth/email-login-remember-me', {
        method: 'POST',
        body: { email: input.email.trim(), sha512Pw: await sha512Hex(input.password) } satisfies EmailLoginInput,
      }),
    onSuccess: setSession,
  });
}

export function useForgotPassword() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (userEmail: string) =>
      api<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: { userEmail: userEmail.trim() } }),
  });
}

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
