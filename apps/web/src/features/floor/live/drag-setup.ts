import {
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
} from '@dnd-kit/core';

// Sensor options kept stable: new objects each render would give every draggable new listeners.
const MOUSE = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 120, tolerance: 8 } };

/** Mouse, touch (a short press, so a swipe still scrolls) and keyboard: every drag of the host screen starts alike. */
export function useHostDragSensors() {
  return useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor));
}

/** What a drop target of the door queue carries: its party's row (partyId), or the queue's panel itself (none). */
export type QueueTarget = { queue: true; partyId?: string };

/**
 * The target under the finger or the pointer, not the one the dragged card overlaps most: a card
 * from the rail is wider than a table, and dropped on F2 it overlapped F1 more, so a party went
 * to the neighbour (or was refused there as occupied: issue 28). The door queue's drawer lies over
 * the floor at a tablet's width: where the pointer is on it, its own places are the targets, never a
 * table hidden beneath. The keyboard has no pointer: the overlap decides there.
 */
export const dropTargetUnderPointer: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const targetOf = (c: (typeof within)[number]) => c.data?.droppableContainer?.data.current as Partial<QueueTarget> | undefined;
  const inQueue = within.filter((c) => targetOf(c)?.queue === true);
  const rows = inQueue.filter((c) => targetOf(c)?.partyId);
  if (inQueue.length) return rows.length ? rows : inQueue;
  return within.length ? within : rectIntersection(args);
};
