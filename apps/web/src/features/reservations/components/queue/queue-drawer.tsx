import { useDndMonitor } from '@dnd-kit/core';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Portal from '@mui/material/Portal';
import { useState, type KeyboardEvent } from 'react';
import type { DragData, QueueTarget } from '../../../floor';
import { QueueBody, type QueueBodyProps } from './queue-body';
import { QueueDnd, QueueDropsOff } from './queue-drag';

/**
 * Where the queue is on the host screen: a drawer over the list; beside the floor, a drawer that
 * leaves the floor usable (a tablet), or a panel docked beside the plan (a wide screen).
 */
export type QueuePlace = 'list' | 'floor' | 'docked';

export interface QueueDrawerProps extends Omit<QueueBodyProps, 'besideFloor'> {
  place: QueuePlace;
}

/** The door queue and the day's waiting list, in the place the page gives it (issue 30). */
export function QueueDrawer({ place, ...body }: QueueDrawerProps) {
  if (place === 'docked') return <DockedQueue {...body} />;
  if (place === 'floor') return <FloorDrawer {...body} />;
  return (
    <Drawer anchor="right" open onClose={body.onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 }, p: 2 } } }}>
      <QueueDnd>
        <QueueBody {...body} besideFloor={false} />
      </QueueDnd>
    </Drawer>
  );
}

/**
 * Beside the plan on a wide screen: the queue and the floor seen together, a party dragged from one
 * onto the other. It stays in view under the page's header while the page scrolls to a table, and
 * gives the plan two thirds of the width (the plan's tiles keep their words: issue 28).
 */
function DockedQueue(body: Omit<QueueBodyProps, 'besideFloor'>) {
  return (
    <Card
      variant="outlined"
      data-testid="queue-dock"
      sx={{
        width: 'clamp(340px, 34%, 420px)',
        flexShrink: 0,
        p: 2,
        position: 'sticky',
        top: 'calc(var(--app-header-height, 64px) + 16px)',
        maxHeight: 'calc(100vh - var(--app-header-height, 64px) - 32px)',
        overflowY: 'auto',
      }}
    >
      <QueueBody {...body} besideFloor />
    </Card>
  );
}

/**
 * Over the floor on a tablet. Dragging a party onto a table is the quickest way to seat it when the
 * table is in sight, so the drawer does not shut the floor off: it has no backdrop, the floor to its
 * left stays in use, and once a party dragged from it leaves it for the floor, it steps aside (until
 * the drag ends) so the tables it covered can take the party too. A table out of sight is still three
 * taps away from the row: Seat, the table (the best offered first), Seat.
 */
function FloorDrawer(body: Omit<QueueBodyProps, 'besideFloor'>) {
  const [aside, setAside] = useState(false);
  const [dragging, setDragging] = useState(false);
  const isQueued = (data: unknown) => (data as DragData | undefined)?.kind === 'queued';
  useDndMonitor({
    onDragStart: () => setDragging(true),
    onDragOver: ({ active, over }) => {
      if (isQueued(active.data.current) && !(over?.data.current as QueueTarget | undefined)?.queue) setAside(true);
    },
    onDragEnd: () => {
      setAside(false);
      setDragging(false);
    },
    onDragCancel: () => {
      setAside(false);
      setDragging(false);
    },
  });
  return (
    // On the page's body, out of the page's flow: the drawer's own box would otherwise sit among the floor's.
    <Portal>
      <Drawer
        anchor="right"
        variant="persistent"
        open
        slotProps={{
          paper: {
            // Escape puts it away as a modal drawer's does (not while a drag is held: Escape cancels the drag).
            onKeyDown: (e: KeyboardEvent) => e.key === 'Escape' && !dragging && body.onClose?.(),
            sx: {
              width: { xs: '100%', sm: 380, lg: 460 },
              p: 2,
              boxShadow: 8,
              opacity: aside ? 0 : 1,
              pointerEvents: aside ? 'none' : undefined,
              transition: 'opacity 120ms',
            },
          },
        }}
      >
        <QueueDropsOff.Provider value={aside}>
          <QueueBody {...body} besideFloor focusKey={1} />
        </QueueDropsOff.Provider>
      </Drawer>
    </Portal>
  );
}
