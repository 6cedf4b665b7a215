import type { AutoTagThresholds, GuestTagSettingsView } from '@host/domain/guest-tags';
import { useQuery } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/http';
import { outletKeys } from '../../../state/outlet-profile';

/**
 * The brand's thresholds, kept under the open outlet's key: a save publishes 'outlet.changed' to every outlet of the brand,
 * and each open screen reads them (and its bookings' tags) again.
 */
export const guestTagSettingsKeys = {
  settings: (outletId: string, brandId: string) => [...outletKeys.all(outletId), 'guest-tag-settings', brandId] as const,
};

export const readGuestTagSettings = (brandId: string) => api<GuestTagSettingsView>(`/api/v1/brands/${brandId}/guest-tag-settings`);

export const saveGuestTagSettings = (brandId: string, input: AutoTagThresholds, version: number) =>
  api<GuestTagSettingsView>(`/api/v1/brands/${brandId}/guest-tag-settings`, { method: 'PUT', body: input, headers: ifMatch(version) });

export function useGuestTagSettings(outletId: string, brandId: string) {
  return useQuery({
    queryKey: guestTagSettingsKeys.settings(outletId, brandId),
    queryFn: () => readGuestTagSettings(brandId),
    enabled: Boolean(outletId && brandId),
  });
}
