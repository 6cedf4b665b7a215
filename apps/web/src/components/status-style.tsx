import { DISPLAY_STATUS_COLOURS } from '@host/domain/floor/palette';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import type { TableStatusName } from '@host/domain/statuses';
import type { ReactElement } from 'react';
import { muiIcon } from './mui-icon';
import type { PlainIconName } from './plain-icons';

/** Each status's icon by name: drawn by MUI (a chip, a legend) and plain (a book row: plain-icons.tsx) from one path. */
export const STATUS_ICON: Record<DisplayStatus, PlainIconName> = {
  PENDING: 'HourglassEmpty',
  BOOKED: 'EventAvailable',
  CONFIRMED: 'CheckCircleOutlineOutlined',
  LATE: 'AccessTime',
  SEATED: 'EventSeat',
  BILL: 'ReceiptLong',
  OVERSTAYED: 'WarningAmber',
  COMPLETED: 'DoneAll',
  NO_SHOW: 'PersonOffOutlined',
  CANCELLED: 'CancelOutlined',
  EXPIRED: 'TimerOffOutlined',
};

function iconOf(status: DisplayStatus) {
  const Icon = muiIcon(STATUS_ICON[status]);
  return <Icon />;
}

/**
 * One palette for statuses everywhere (docs/ui.md): chips, calendar dots, legends. The colour is
 * never the only signal: every chip carries the status word and an icon.
 */
export const STATUS_STYLE: Record<DisplayStatus, { color: string; darkColor: string; icon: ReactElement; strike?: boolean }> = {
  PENDING: { ...DISPLAY_STATUS_COLOURS.PENDING, icon: iconOf('PENDING') },
  BOOKED: { ...DISPLAY_STATUS_COLOURS.BOOKED, icon: iconOf('BOOKED') },
  CONFIRMED: { ...DISPLAY_STATUS_COLOURS.CONFIRMED, icon: iconOf('CONFIRMED') },
  LATE: { ...DISPLAY_STATUS_COLOURS.LATE, icon: iconOf('LATE') },
  SEATED: { ...DISPLAY_STATUS_COLOURS.SEATED, icon: iconOf('SEATED') },
  BILL: { ...DISPLAY_STATUS_COLOURS.BILL, icon: iconOf('BILL') },
  OVERSTAYED: { ...DISPLAY_STATUS_COLOURS.OVERSTAYED, icon: iconOf('OVERSTAYED') },
  COMPLETED: { ...DISPLAY_STATUS_COLOURS.COMPLETED, icon: iconOf('COMPLETED') },
  NO_SHOW: { ...DISPLAY_STATUS_COLOURS.NO_SHOW, icon: iconOf('NO_SHOW') },
  CANCELLED: { ...DISPLAY_STATUS_COLOURS.CANCELLED, icon: iconOf('CANCELLED'), strike: true },
  EXPIRED: { ...DISPLAY_STATUS_COLOURS.EXPIRED, icon: iconOf('EXPIRED'), strike: true },
};

/**
 * A table's status on the floor and in its legend: its colour (@host/domain/floor/palette) and its own icon, so no two
 * statuses rely on colour alone (issue 19). A table wears its party's icon where they mean the same thing.
 */
export const TABLE_STATUS_ICON: Record<TableStatusName, PlainIconName> = {
  AVAILABLE: 'RadioButtonUnchecked',
  RESERVED: STATUS_ICON.BOOKED,
  IN_USE: STATUS_ICON.SEATED,
  BILL_REQUESTED: STATUS_ICON.BILL,
  REQUIRES_CLEANING: 'CleaningServicesOutlined',
  BLOCKED: 'Block',
  OVERSTAY: STATUS_ICON.OVERSTAYED,
};
