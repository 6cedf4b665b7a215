import CloseIcon from '@mui/icons-material/Close';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueue } from '../../api/queue';
import { useWaitingList } from '../../api/waiting-list';
import { DoorQueuePanel } from './door-queue-panel';
import { useQueueArea } from './queue-drag';
import { WaitingListPanel } from './waiting-list-panel';

type QueueTab = 'door' | 'list';
/** The tab the host last chose opens again (this tab of the browser): who runs the list all evening is two taps from each action. */
const TAB_KEY = 'host.queueDrawerTab';
const lastTab = (): QueueTab => (sessionStorage.getItem(TAB_KEY) === 'list' ? 'list' : 'door');

export interface QueueBodyProps {
  outletId: string;
  now: Date;
  /** the day the book shows: its waiting list is the one listed */
  date: string;
  /** opens the booking an accepted offer made (the book's own editor) */
  onOpenBooking?: (reservationId: string) => void;
  /** the floor is shown beside the queue: a party dragged from it may land on a table */
  besideFloor: boolean;
  /** the queue kept beside the floor (docked) or not; absent where it cannot be (no floor, or a narrow screen) */
  dock?: { docked: boolean; onToggle: () => void };
  /** absent where the queue stays (docked): it is put away by undocking it */
  onClose?: () => void;
  /** a new value moves the focus to the queue (the Queue button pressed while it is docked) */
  focusKey?: number;
}

/**
 * The door queue (issue 30, docs/rules.md section 10), and the day's waiting list in a tab beside it:
 * the parties waiting at the door now, and the guests waiting for a time to free. The same whether in
 * a drawer or docked beside the floor.
 */
export function QueueBody({ outletId, now, date, onOpenBooking, besideFloor, dock, onClose, focusKey }: QueueBodyProps) {
  const { t } = useTranslation('reservations');
  const queue = useQueue(outletId);
  const list = useWaitingList(outletId, date);
  const dropArea = useQueueArea();
  const section = useRef<HTMLElement | null>(null);
  const [tab, setTab] = useState<QueueTab>(lastTab);
  const choose = (next: QueueTab) => {
    sessionStorage.setItem(TAB_KEY, next);
    setTab(next);
  };
  useEffect(() => {
    if (focusKey) section.current?.focus();
  }, [focusKey]);
  const waiting = queue.data?.entries.length ?? 0;
  const onList = list.data?.entries.filter((e) => e.position !== null).length ?? 0;
  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby="queue-title"
      tabIndex={-1}
      ref={(node: HTMLElement | null) => {
        section.current = node;
        dropArea(node);
      }}
      sx={{ outline: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h2" id="queue-title" sx={{ flexGrow: 1 }}>
          {t('queue.title', { count: waiting })}
        </Typography>
        {dock && (
          // A toggle: its name stays, its pressed state says whether the queue is kept beside the floor.
          <Tooltip title={t('queue.keepBesideFloor')}>
            <IconButton
              aria-label={t('queue.keepBesideFloor')}
              aria-pressed={dock.docked}
              onClick={dock.onToggle}
              color={dock.docked ? 'primary' : 'default'}
              sx={{ width: 44, height: 44 }}
            >
              {dock.docked ? <PushPinIcon /> : <PushPinOutlinedIcon />}
            </IconButton>
          </Tooltip>
        )}
        {onClose && (
          <IconButton aria-label={t('queue.close')} onClick={onClose} sx={{ width: 44, height: 44 }}>
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, next: QueueTab) => choose(next)}
        variant="fullWidth"
        aria-label={t('waitlist.tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="door" id="queue-tab-door" aria-controls="queue-panel-door" label={t('waitlist.doorTab')} sx={{ minHeight: 48 }} />
        <Tab
          value="list"
          id="queue-tab-list"
          aria-controls="queue-panel-list"
          label={t('waitlist.listTab', { count: onList })}
          sx={{ minHeight: 48 }}
        />
      </Tabs>
      <Box role="tabpanel" id="queue-panel-door" aria-labelledby="queue-tab-door" hidden={tab !== 'door'}>
        {tab === 'door' && <DoorQueuePanel outletId={outletId} now={now} besideFloor={besideFloor} />}
      </Box>
      <Box role="tabpanel" id="queue-panel-list" aria-labelledby="queue-tab-list" hidden={tab !== 'list'}>
        {tab === 'list' && <WaitingListPanel outletId={outletId} date={date} now={now} onOpenBooking={onOpenBooking} />}
      </Box>
    </Stack>
  );
}
