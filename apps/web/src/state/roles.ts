import { brandActionRefusal, roleOfSession, type BrandAction, type BrandRefusal } from '@host/domain/roles';
import { useSession } from './session';

/**
 * Why the session may not take an action on what its brand shares (docs/decisions/025-who-may-erase.md),
 * by the same domain rule the server enforces, or null when it may (and while the session loads:
 * nothing is hidden meanwhile, and the server still refuses). Editing a guest names the guest.
 */
export function useBrandRefusal(action: BrandAction, guest?: { seenAtOutletIds: readonly string[] }): BrandRefusal | null {
  const session = useSession().data;
  if (!session) return null;
  const sessionOutletIds = session.outlet ? [session.outlet.id] : [];
  return brandActionRefusal(roleOfSession(session), action, guest && { guestOutletIds: guest.seenAtOutletIds, sessionOutletIds });
}
