import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { DISPLAY_STATUS_COLOURS } from '@host/domain/floor/palette';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import type { ReactElement } from 'react';

/**
 * One palette for statuses everywhere (UI.md): chips, calendar dots, legends. The colour is
 * never the only signal: every chip carries the status word and an icon.
 */
export const STATUS_STYLE: Record<DisplayStatus, { color: string; darkColor: string; icon: ReactElement; strike?: boolean }> = {
  PENDING: { ...DISPLAY_STATUS_COLOURS.PENDING, icon: <HourglassEmptyIcon /> },
  BOOKED: { ...DISPLAY_STATUS_COLOURS.BOOKED, icon: <EventAvailableIcon /> },
  CONFIRMED: { ...DISPLAY_STATUS_COLOURS.CONFIRMED, icon: <CheckCircleOutlineIcon /> },
  LATE: { ...DISPLAY_STATUS_COLOURS.LATE, icon: <AccessTimeIcon /> },
  SEATED: { ...DISPLAY_STATUS_COLOURS.SEATED, icon: <EventSeatIcon /> },
  BILL: { ...DISPLAY_STATUS_COLOURS.BILL, icon: <ReceiptLongIcon /> },
  OVERSTAYED: { ...DISPLAY_STATUS_COLOURS.OVERSTAYED, icon: <WarningAmberIcon /> },
  COMPLETED: { ...DISPLAY_STATUS_COLOURS.COMPLETED, icon: <DoneAllIcon /> },
  NO_SHOW: { ...DISPLAY_STATUS_COLOURS.NO_SHOW, icon: <PersonOffOutlinedIcon /> },
  CANCELLED: { ...DISPLAY_STATUS_COLOURS.CANCELLED, icon: <CancelOutlinedIcon />, strike: true },
  EXPIRED: { ...DISPLAY_STATUS_COLOURS.EXPIRED, icon: <TimerOffOutlinedIcon />, strike: true },
};
