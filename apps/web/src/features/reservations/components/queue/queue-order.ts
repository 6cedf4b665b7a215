import type { QueueMove } from '@host/domain/waitlist/queue';

type Placed = { id: string; position: number };

/** One place up puts a party right after the one two places up (or first); one place down, right after the next. */
export function movesOf(entries: readonly Placed[], index: number): { up: QueueMove | null; down: QueueMove | null } {
  const up: QueueMove | null = index === 0 ? null : { afterId: index >= 2 ? entries[index - 2]!.id : null };
  const down: QueueMove | null = index === entries.length - 1 ? null : { afterId: entries[index + 1]!.id };
  return { up, down };
}

/**
 * Where a party dragged onto another's row lands: in that row's place, the rows between moving one
 * along (as a list reordered by hand does). Dropped on a row above, it goes before that row; on a
 * row below, after it; on its own row, nowhere (null).
 */
export function moveForDrop(entries: readonly Placed[], movingId: string, targetId: string): QueueMove | null {
  const from = entries.findIndex((e) => e.id === movingId);
  const to = entries.findIndex((e) => e.id === targetId);
  if (from < 0 || to < 0 || from === to) return null;
  if (to < from) return { afterId: to === 0 ? null : entries[to - 1]!.id };
  return { afterId: entries[to]!.id };
}

/** Which edge of a row the dragged party would land at, drawn as a line there while it is held over the row. */
export function dropEdgeOf(entries: readonly Placed[], movingId: string, targetId: string): 'top' | 'bottom' | null {
  const from = entries.findIndex((e) => e.id === movingId);
  const to = entries.findIndex((e) => e.id === targetId);
  if (from < 0 || to < 0 || from === to) return null;
  return to < from ? 'top' : 'bottom';
}

/**
 * The queue as it will be once a party has moved right after another (null: to the front), places
 * numbered again: what the host sees at once, before the server answers. A party that is not there
 * (another host took it off meanwhile) leaves the queue as it was.
 */
export function withPartyMoved<E extends Placed>(entries: readonly E[], movingId: string, move: QueueMove): E[] {
  const moving = entries.find((e) => e.id === movingId);
  const rest = entries.filter((e) => e.id !== movingId);
  const after = move.afterId === null ? -1 : rest.findIndex((e) => e.id === move.afterId);
  if (!moving || (move.afterId !== null && after < 0)) return [...entries];
  rest.splice(after + 1, 0, moving);
  return rest.map((e, i) => (e.position === i + 1 ? e : { ...e, position: i + 1 }));
}
