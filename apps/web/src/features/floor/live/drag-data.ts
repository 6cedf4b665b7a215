import type { useDraggable } from '@dnd-kit/core';
import type { Reservation } from '@host/domain/reservations/reservation';

/** What is being dragged on the floor: a booking or a seated party, or a new walk-in. */
export type DragData = { kind: 'reservation'; reservation: Reservation } | { kind: 'walkIn' };

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
