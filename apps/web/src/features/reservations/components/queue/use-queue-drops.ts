import { useDndMonitor, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core';
import type { Table } from '@host/domain/tables';
import type { QueueMove, QueuedEntry } from '@host/domain/waitlist/queue';
import { useState } from 'react';
import type { DragData, QueueTarget } from '../../../floor';
import { dropEdgeOf, moveForDrop } from './queue-order';

interface QueueDrops {
  entries: readonly QueuedEntry[];
  onMove: (party: QueuedEntry, move: QueueMove) => void;
  onSeatAt: (party: QueuedEntry, table: Table) => void;
}

/** The party a drag carries, as the queue has it now (a live change may have come in while it was held). */
function queuedOf(event: DragOverEvent | DragEndEvent, entries: readonly QueuedEntry[]): QueuedEntry | null {
  const data = event.active.data.current as DragData | undefined;
  if (data?.kind !== 'queued') return null;
  return entries.find((e) => e.id === data.party.id) ?? data.party;
}

/**
 * Where a party dragged from the door queue lands: on another's row, it takes that place in the
 * queue; on a table of the floor, it sits down there. Also which row's edge shows where it would go.
 */
export function useQueueDrops({ entries, onMove, onSeatAt }: QueueDrops) {
  const [hover, setHover] = useState<{ movingId: string; overId: string } | null>(null);
  useDndMonitor({
    onDragOver: (event) => {
      const party = queuedOf(event, entries);
      const overId = (event.over?.data.current as QueueTarget | undefined)?.partyId;
      setHover(party && overId ? { movingId: party.id, overId } : null);
    },
    onDragEnd: (event) => {
      setHover(null);
      const party = queuedOf(event, entries);
      if (!party || !event.over) return;
      const table = event.over.data.current?.table as Table | undefined;
      if (table) return onSeatAt(party, table);
      const overId = (event.over.data.current as QueueTarget | undefined)?.partyId;
      const move = overId ? moveForDrop(entries, party.id, overId) : null;
      if (move) onMove(party, move);
    },
    onDragCancel: () => setHover(null),
  });
  return (partyId: string) => (hover?.overId === partyId ? dropEdgeOf(entries, hover.movingId, partyId) : null);
}
