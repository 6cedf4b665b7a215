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
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import type { ReactElement } from 'react';

/**
 * One palette for statuses everywhere (UI.md): chips, calendar dots, legends. The colour is
 * never the only signal: every chip carries the status word and an icon.
 */
export const STATUS_STYLE: Record<DisplayStatus, { color: string; darkColor: string; icon: ReactElement; strike?: boolean }> = {
  PENDING: { color: '#6E5310', darkColor: '#E3C77D', icon: <HourglassEmptyIcon /> },
  BOOKED: { color: '#1D5FC5', darkColor: '#8DB8F5', icon: <EventAvailableIcon /> },
  CONFIRMED: { color: '#303F9F', darkColor: '#A8B4F5', icon: <CheckCircleOutlineIcon /> },
  LATE: { color: '#A33F06', darkColor: '#FDB07A', icon: <AccessTimeIcon /> },
  SEATED: { color: '#176B33', darkColor: '#7BD89A', icon: <EventSeatIcon /> },
  BILL: { color: '#00695C', darkColor: '#6FD6C6', icon: <ReceiptLongIcon /> },
  OVERSTAYED: { color: '#B02020', darkColor: '#FF8A80', icon: <WarningAmberIcon /> },
  COMPLETED: { color: '#5A6672', darkColor: '#B7C0C9', icon: <DoneAllIcon /> },
  NO_SHOW: { color: '#7B1F2A', darkColor: '#F29AA5', icon: <PersonOffOutlinedIcon /> },
  CANCELLED: { color: '#535C66', darkColor: '#B4BDC6', icon: <CancelOutlinedIcon />, strike: true },
  EXPIRED: { color: '#535C66', darkColor: '#B4BDC6', icon: <TimerOffOutlinedIcon />, strike: true },
};
