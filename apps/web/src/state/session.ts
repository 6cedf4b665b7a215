import type { Session } from '@host/domain/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ApiError, api } from '../lib/http';
import { clearOfflineData } from '../lib/offline-data';

/** docs/rules.md section 9: the session is polled every 60 s, except on login pages or after an error. */
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

/** Replaces the session (null: signed out) and drops everything cached for the previous one. */
export function useSetSession() {
  const client = useQueryClient();
  return (session: Session | null) => {
    client.setQueryData(sessionKey, session);
    // Everything else belonged to the previous outlet, kept offline copies and queued changes too.
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    clearOfflineData();
  };
}
