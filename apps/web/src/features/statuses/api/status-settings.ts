import type { StatusSettings, StatusSettingsView } from '@host/domain/reservations/status-settings-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, ifMatch } from '../../../lib/http';

export const statusSettingsQuery = (outletId: string) =>
  queryOptions({
    queryKey: ['outlets', outletId, 'status-settings'] as const,
    queryFn: () => api<StatusSettingsView>(`/api/v1/outlets/${outletId}/status-settings`),
  });

export const useStatusSettings = (outletId: string) => useQuery({ ...statusSettingsQuery(outletId), enabled: Boolean(outletId) });

/** Saves on the version read; the outlet's profile (what every host screen shows) is read again after. */
export function useSaveStatusSettings(outletId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, version }: { settings: StatusSettings; version: number }) =>
      api<StatusSettingsView>(`/api/v1/outlets/${outletId}/status-settings`, {
        method: 'PUT',
        body: settings,
        headers: ifMatch(version),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['outlets', outletId] }),
  });
}

/** What another manager saved, from a 409 (details.current), if that is what the error is. */
export function theirsOf(error: unknown): StatusSettingsView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.details as { current?: StatusSettingsView } | undefined)?.current;
  return current && typeof current.version === 'number' ? current : null;
}
