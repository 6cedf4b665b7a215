import type { OutletProfile } from '@host/domain/outlets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';
import { useSession } from './session';

export const outletKeys = {
  /** every query of the outlet: its profile, settings, book */
  all: (outletId: string) => ['outlets', outletId] as const,
  profile: (outletId: string) => ['outlets', outletId, 'profile'] as const,
};

export const outletProfileQuery = (outletId: string) =>
  queryOptions({ queryKey: outletKeys.profile(outletId), queryFn: () => api<OutletProfile>(`/api/v1/outlets/${outletId}`) });

export function useOutletProfile(outletId: string | undefined) {
  return useQuery({ ...outletProfileQuery(outletId ?? ''), enabled: Boolean(outletId) });
}

/** The outlet's today by the server's clock (new blocks start there); empty until it is known. */
export function useOutletToday(): string {
  const outletId = useSession().data?.outlet?.id;
  return useOutletProfile(outletId).data?.today ?? '';
}
