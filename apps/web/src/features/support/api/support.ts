import type { Session } from '@host/domain/auth';
import type { Impersonation, ImpersonationAudit, StartImpersonationInput, SupportOutlet } from '@host/domain/support';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSetSession } from '../../../state/session';
import { api } from '../../../lib/http';

export const supportKeys = {
  all: ['support'] as const,
  outlets: (q: string) => ['support', 'outlets', q] as const,
  audit: ['support', 'impersonations'] as const,
  brandAudit: (brandId: string) => ['support', 'brand', brandId] as const,
};

/** Every visible outlet whose name, brand, oms id or country matches (support staff only). */
export function useSupportOutlets(q: string, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.outlets(q),
    queryFn: ({ signal }) => api<SupportOutlet[]>(`/api/v1/support/outlets?q=${encodeURIComponent(q)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The impersonation audit log, newest first, with the writes made in each. */
export function useImpersonationAudit(enabled: boolean) {
  return useQuery({ queryKey: supportKeys.audit, queryFn: () => api<ImpersonationAudit[]>('/api/v1/support/impersonations'), enabled });
}

/** What support staff did at the brand's outlets, for its merchant (issue 27). */
export function useBrandSupportAudit(brandId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.brandAudit(brandId ?? ''),
    queryFn: () => api<ImpersonationAudit[]>(`/api/v1/brands/${brandId}/support-audit`),
    enabled: enabled && Boolean(brandId),
  });
}

/** docs/rules.md section 7: after a start or an end the session is read again, its cache cleared. */
async function freshSession() {
  return api<Session>('/api/auth/session', { method: 'POST', body: { clearCache: true } });
}

/** Opens an outlet as support staff; the session then acts as it (and everything cached goes). */
export function useStartImpersonation() {
  const setSession = useSetSession();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: StartImpersonationInput & { idempotencyKey: string }) => {
      const { idempotencyKey, ...body } = input;
      await api<Impersonation>('/api/v1/support/impersonations', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
      return freshSession();
    },
    onSuccess: setSession,
  });
}

/** Ends the session's impersonation: back to no outlet. */
export function useEndImpersonation() {
  const setSession = useSetSession();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      await api<Impersonation>('/api/v1/support/impersonation', { method: 'DELETE' });
      return freshSession();
    },
    onSuccess: setSession,
  });
}
