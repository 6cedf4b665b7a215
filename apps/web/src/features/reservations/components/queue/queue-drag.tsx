import { DndContext, DragOverlay, useDraggable, useDroppable, type DragStartEvent } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QueuedEntry } from '@host/domain/waitlist/queue';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dropTargetUnderPointer, useHostDragSensors, type DragData, type QueueTarget } from '../../../floor';

/**
 * True while the queue's places take no drop: its drawer has stepped aside for a party dragged out
 * over the floor, so the tables it covered are the targets, not the rows no longer in sight.
 */
export const QueueDropsOff = createContext(false);

/** The whole queue as a target: a party let go anywhere over it stays where it was (never on a table beneath). */
export function useQueueArea() {
  const dropsOff = useContext(QueueDropsOff);
  return useDroppable({ id: 'queue-area', data: { queue: true } satisfies QueueTarget, disabled: dropsOff }).setNodeRef;
}

/** A party's row: its handle picks it up (to another place, or onto a table), its row takes another party's place. */
export function useQueueRowDrag(party: QueuedEntry, disabled: boolean) {
  const dropsOff = useContext(QueueDropsOff);
  const drag = useDraggable({ id: `q:${party.id}`, data: { kind: 'queued', party } satisfies DragData, disabled });
  const drop = useDroppable({ id: `qr:${party.id}`, data: { queue: true, partyId: party.id } satisfies QueueTarget, disabled: dropsOff });
  return { drag, dropRef: drop.setNodeRef };
}

/** The handle a party is dragged by, with its place in the queue: 44 px for a finger, and the only part that does not scroll. */
export function QueueDragHandle({ party, name, drag }: { party: QueuedEntry; name: string; drag: ReturnType<typeof useDraggable> }) {
  const { t } = useTranslation('reservations');
  return (
    <Box
      ref={drag.setNodeRef}
      {...drag.listeners}
      {...drag.attributes}
      aria-label={t('queue.dragFor', { name, position: party.position })}
      data-testid="queue-handle"
      sx={{
        height: 44,
        minWidth: 52,
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        borderRadius: 1,
        touchAction: 'none',
        cursor: drag.attributes['aria-disabled'] ? 'default' : 'grab',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
      <Box
        sx={{ width: 30, height: 30, borderRadius: '50%', bgcolor: 'action.selected', display: 'grid', placeItems: 'center' }}
        aria-hidden
      >
        <Typography variant="subtitle2">{party.position}</Typography>
      </Box>
    </Box>
  );
}

/** Above the queue's drawer (MUI's drawer and modal layers, 1200 and 1300) and below the snackbars (1400). */
const DRAG_LAYER = 1350;

/**
 * The queue's own drag, where no floor is shown (the list view): parties are reordered by drag in
 * the drawer; the floor's drag is the one used beside the floor, so a party can land on a table.
 */
export function QueueDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation('reservations');
  const sensors = useHostDragSensors();
  const [party, setParty] = useState<QueuedEntry | null>(null);
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    setParty(data?.kind === 'queued' ? data.party : null);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropTargetUnderPointer}
      onDragStart={onDragStart}
      onDragEnd={() => setParty(null)}
      onDragCancel={() => setParty(null)}
    >
      {children}
      {/* On the page, not in the drawer: the drawer's scrolling box would clip the party as it moves. */}
      {createPortal(
        <DragOverlay dropAnimation={null} zIndex={DRAG_LAYER}>
          {party && (
            <Paper
              elevation={8}
              data-testid="drag-preview"
              sx={{ px: 1.5, py: 1, display: 'inline-flex', gap: 1, borderRadius: 2, pointerEvents: 'none', width: 'max-content' }}
            >
              <strong>{[party.customerFirstName, party.customerLastName].filter(Boolean).join(' ')}</strong>
              {t('row.paxLabel', { count: party.numberOfAdults + party.numberOfChildren })}
            </Paper>
          )}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
