import type { AuditedChange } from '@host/domain/support';
import type { AuthContext } from './auth-context';

/**
 * What a request changed, field by field, as the code that made the change read it (issue 27: the
 * support audit keeps what support did). The audit opens a trail for a write made while
 * impersonating; the writes note into it through the caller's AuthContext, which every service
 * already takes; for anyone else noting finds no trail and does nothing.
 */
const trails = new WeakMap<AuthContext, AuditedChange[]>();

export function openAuditTrail(auth: AuthContext) {
  trails.set(auth, []);
}

/** The request's changes, each field once (as it was first, as it became last); the trail closes. */
export function closeAuditTrail(auth: AuthContext | undefined): AuditedChange[] {
  const trail = auth ? trails.get(auth) : undefined;
  if (!trail) return [];
  trails.delete(auth!);
  const byField = new Map<string, AuditedChange>();
  for (const change of trail) {
    const first = byField.get(change.field);
    byField.set(change.field, first?.kind === 'changed' && change.kind === 'changed' ? { ...change, from: first.from } : change);
  }
  return [...byField.values()];
}

/** Notes fields a write changed, `{ field: { from, to } }`, if the caller's request keeps a trail. */
export function noteChanges(auth: AuthContext, changes: Record<string, { from: unknown; to: unknown }>) {
  const trail = trails.get(auth);
  if (!trail) return;
  for (const [field, { from, to }] of Object.entries(changes)) trail.push({ kind: 'changed', field, from, to });
}
