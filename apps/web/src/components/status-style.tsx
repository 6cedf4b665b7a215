import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BlockIcon from '@mui/icons-material/Block';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CleaningServicesOutlinedIcon from '@mui/icons-material/CleaningServicesOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { DISPLAY_STATUS_COLOURS, TABLE_STATUS_COLOURS } from '@host/domain/floor/palette';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import type { TableStatusName } from '@host/domain/statuses';
import type { ReactElement } from 'react';

/**
 * One palette for statuses everywhere (docs/ui.md): chips, calendar dots, legends. The colour is
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

/**
 * A table's status on the floor and in its legend: its colour and its own icon, so no two statuses
 * rely on colour alone (issue 19). A table wears its party's icon where they mean the same thing.
 */
export const TABLE_STATUS_STYLE: Record<TableStatusName, { color: string; darkColor: string; icon: ReactElement }> = {
  AVAILABLE: { ...TABLE_STATUS_COLOURS.AVAILABLE, icon: <RadioButtonUncheckedIcon /> },
  RESERVED: { ...TABLE_STATUS_COLOURS.RESERVED, icon: STATUS_STYLE.BOOKED.icon },
  IN_USE: { ...TABLE_STATUS_COLOURS.IN_USE, icon: STATUS_STYLE.SEATED.icon },
  BILL_REQUESTED: { ...TABLE_STATUS_COLOURS.BILL_REQUESTED, icon: STATUS_STYLE.BILL.icon },
  REQUIRES_CLEANING: { ...TABLE_STATUS_COLOURS.REQUIRES_CLEANING, icon: <CleaningServicesOutlinedIcon /> },
  BLOCKED: { ...TABLE_STATUS_COLOURS.BLOCKED, icon: <BlockIcon /> },
  OVERSTAY: { ...TABLE_STATUS_COLOURS.OVERSTAY, icon: STATUS_STYLE.OVERSTAYED.icon },
};
