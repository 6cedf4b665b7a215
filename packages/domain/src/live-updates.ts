/**
 * Live updates (docs/architecture.md, Realtime): the one contract between the server that publishes
 * and the screens that listen. After a commit the server tells the outlet's topic what changed: a
 * kind and the ids, never personal data; every open screen of the outlet refetches what it shows.
 */
export const LIVE_CHANGE_KINDS = [
  'reservation.created',
  'reservation.updated',
  'reservation.status',
  'reservation.tables',
  'reservation.late',
  'reservation.overstay',
  'floor.changed',
  'table.status',
  'schedule.changed',
  'outlet.changed',
  /** the door queue (issue 30): a party added, changed, moved, told, seated or removed */
  'queue.changed',
  /** the day's waiting list (issue 30): a guest joined, was offered a time, answered, or left */
  'waitlist.changed',
] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

/** What the server publishes: a kind, and the ids it touched (none named means "refetch what you show"). */
export interface LiveUpdate {
  kind: LiveChangeKind;
  ids?: string[];
}

/** Every outlet's topics sit under this root (an external broker's permissions are written on it). */
export const LIVE_TOPIC_ROOT = 'host/outlets';

/** The one topic an outlet's screens subscribe to, and the server publishes on. */
export const outletLiveTopic = (outletId: string) => `${LIVE_TOPIC_ROOT}/${outletId}/reservations`;

/** An MQTT pattern for every topic of one outlet. */
export const outletTopicPattern = (outletId: string) => `${LIVE_TOPIC_ROOT}/${outletId}/#`;

/** The outlet a topic under host/outlets/ names (for the broker's check of who may subscribe), or undefined. */
export function outletOfTopic(topic: string): string | undefined {
  return /^host\/outlets\/([^/+#]+)\/.+$/.exec(topic)?.[1];
}

/**
 * A message as a screen receives it: the update, or null for anything else (a message of another
 * version of Host, or not JSON). A screen refetches either way; only a parsed one names its ids.
 */
// Checked by hand, not with zod: every open screen parses these, and the host screen's first route loads no zod.
export function parseLiveUpdate(payload: string): Required<LiveUpdate> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { kind, ids = [] } = parsed as { kind?: unknown; ids?: unknown };
  if (!(LIVE_CHANGE_KINDS as readonly unknown[]).includes(kind)) return null;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  return { kind: kind as LiveChangeKind, ids };
}
