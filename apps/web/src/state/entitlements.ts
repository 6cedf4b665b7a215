import { actionsRequiredFor, disabledFeatures, isFeatureEnabled, type FeatureCode } from '@host/domain/entitlements';
import { useOutletProfile } from './outlet-profile';
import { useSession } from './session';

/**
 * Whether the session's outlet has a gated feature (issue 15), by the same domain rule the server
 * enforces; `enabled` is undefined until the outlet's profile is known (nothing is hidden meanwhile).
 */
export function useFeature(code: FeatureCode): { enabled: boolean | undefined; actionsRequired: string[] } {
  const outletId = useSession().data?.outlet?.id;
  const entitlements = useOutletProfile(outletId).data?.entitlements;
  if (!entitlements) return { enabled: undefined, actionsRequired: [] };
  return { enabled: isFeatureEnabled(entitlements, code), actionsRequired: actionsRequiredFor(entitlements, code) };
}

/** The gated features the session's outlet lacks (for the navigation's marks). */
export function useFeaturesOff(): ReadonlySet<FeatureCode> {
  const outletId = useSession().data?.outlet?.id;
  const entitlements = useOutletProfile(outletId).data?.entitlements ?? [];
  return new Set(disabledFeatures(entitlements).map((f) => f.featureCode));
}
