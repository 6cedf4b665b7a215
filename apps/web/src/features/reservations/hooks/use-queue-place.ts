import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { QueuePlace } from '../components/queue/queue-drawer';

/** The host's choice to keep the door queue beside the floor, on this device (a stand keeps its layout from night to night). */
const DOCKED_KEY = 'host.queueDocked';
/** Wide enough for the plan, its rail and the queue side by side. */
const DOCKABLE_WIDTH = '(min-width: 1200px)';

/**
 * Where the door queue is on the host screen (issue 30): a drawer opened by the Queue button, or,
 * beside the floor on a wide screen once the host docked it there, a panel that stays.
 */
export function useQueuePlace(onFloor: boolean) {
  const wide = useMediaQuery(DOCKABLE_WIDTH, { noSsr: true });
  const [docked, setDocked] = useState(() => localStorage.getItem(DOCKED_KEY) === '1');
  const [open, setOpen] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const canDock = onFloor && wide;
  const isDocked = canDock && docked;
  const place: QueuePlace = isDocked ? 'docked' : onFloor ? 'floor' : 'list';
  return {
    place,
    /** shown: docked, or its drawer open */
    isShown: isDocked || open,
    focusKey,
    /** the Queue button: opens the drawer, or takes the focus to the docked queue */
    show: () => (isDocked ? setFocusKey((k) => k + 1) : setOpen(true)),
    close: () => setOpen(false),
    /** docking puts the drawer away (the focus goes to the docked queue); undocking leaves the queue open, as a drawer */
    dock: canDock
      ? {
          docked: isDocked,
          onToggle: () => {
            localStorage.setItem(DOCKED_KEY, isDocked ? '0' : '1');
            setDocked(!isDocked);
            setOpen(isDocked);
            if (!isDocked) setFocusKey((k) => k + 1);
          },
        }
      : undefined,
  };
}
