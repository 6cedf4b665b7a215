import { type FeatureNotEnabledDetails } from '@host/domain/entitlements';
import { featureNotEnabledDetailsSchema } from '@host/domain/entitlements-schemas';
import type { WaitlistSettings, WaitlistSettingsView } from '@host/domain/waitlist/waiting-list';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, ifMatch } from '../../../lib/http';
import { outletKeys } from '../../../state/outlet-profile';

/** Under the outlet's key: a save publishes 'outlet.changed', and every open screen of the outlet reads them again. */
export const waitlistSettingsKeys = {
  settings: (outletId: string) => [...outletKeys.all(outletId), 'waitlist-settings'] as const,
};

export const readWaitlistSettings = (outletId: string) => api<WaitlistSettingsView>(`/api/v1/outlets/${outletId}/waitlist-settings`);

export const saveWaitlistSettings = (outletId: string, input: WaitlistSettings, version: number) =>
  api<WaitlistSettingsView>(`/api/v1/outlets/${outletId}/waitlist-settings`, { method: 'PUT', body: input, headers: ifMatch(version) });

/** The outlet's hold, answer and quote times and whether the list is on; a plan without the list answers 403, shown by the caller. */
export function useWaitlistSettings(outletId: string) {
  return useQuery({
    queryKey: waitlistSettingsKeys.settings(outletId),
    queryFn: () => readWaitlistSettings(outletId),
    enabled: Boolean(outletId),
    meta: { handlesErrors: true },
  });
}

/** A refusal because the outlet's plan leaves the feature off (403 featureNotEnabled): which feature and what the merchant must do. */
export function featureOffOf(error: unknown): FeatureNotEnabledDetails | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const details = featureNotEnabledDetailsSchema.safeParse(error.details);
  return details.success ? details.data : null;
}
