import type { EmailLoginInput, PinLoginInput, Session } from '@host/domain/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ApiError, api } from '../../../lib/http';
import { sha512Hex } from '../../../lib/crypto';

/** SPEC.md section 9: the session is polled every 60 s, except on login pages or after an error. */
export const SESSION_POLL_MS = 60_000;
export const sessionKey = ['session'] as const;

/** null when signed out: a 401 from the session probe is an answer, not an error. */
async function fetchSession(): Promise<Session | null> {
  try {
    return await api<Session>('/api/auth/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 10_000 });

export function useSession() {
  const { pathname } = useLocation();
  const isLoginPage = /^\/[^/]+\/login(\/|$)/.test(pathname);
  return useQuery({
    ...sessionQueryOptions,
    refetchInterval: (query) => (isLoginPage || query.state.status === 'error' ? false : SESSION_POLL_MS),
  });
}

function useSetSession() {
  const client = useQueryClient();
  return (session: Session | null) => {
    client.setQueryData(sessionKey, session);
    // Everything else belonged to the previous outlet.
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  };
}

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
    mutationFn: (userEmail: string) => api<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: { userEmail: userEmail.trim() } }),
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
