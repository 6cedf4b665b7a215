import type { useDraggable } from '@dnd-kit/core';
import type { Reservation } from '@host/domain/reservations/reservation';
import type { QueuedEntry } from '@host/domain/waitlist/queue';

/**
 * What is being dragged on the floor: a booking or a seated party, a new walk-in, or a party from the
 * door queue (its own list handles where it lands: a table seats it, a place in the queue moves it).
 */
export type DragData = { kind: 'reservation'; reservation: Reservation } | { kind: 'walkIn' } | { kind: 'queued'; party: QueuedEntry };

/** The party size a drag carries, for the tables to show which are too small (a new walk-in has none yet). */
export function paxOfDrag(data: DragData | null): number | null {
  if (data?.kind === 'reservation') return data.reservation.pax;
  if (data?.kind === 'queued') return data.party.numberOfAdults + data.party.numberOfChildren;
  return null;
}

type Draggable = ReturnType<typeof useDraggable>;

/**
 * What makes a memoised view draggable, from the component that calls useDraggable: props of their own,
 * not an object made on each render, so memo() still skips a view whose look did not change. No
 * listeners nor attributes where it cannot be dragged.
 */
export type DragHandles = {
  nodeRef: (node: HTMLElement | null) => void;
  listeners: Draggable['listeners'] | undefined;
  attributes: Draggable['attributes'] | undefined;
};
