import { RESERVATION_STATUS } from '../statuses';
import type { DisplayStatus } from './display-status';
import type { TimeState } from './time-state';
import type { TargetStatus } from './transitions';

/** docs/rules.md section 4: the actions on a row of the book. */
export const ROW_ACTIONS = ['CANCEL', 'BOOK', 'CONFIRM', 'SEAT', 'DEPART', 'MARK_NOSHOW', 'EDIT'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** docs/rules.md section 4, today: which actions each status has. Unlisted statuses have none. */
const TODAY_ACTIONS: Partial<Record<DisplayStatus, readonly RowAction[]>> = {
  PENDING: ['EDIT', 'BOOK'],
  BOOKED: ['CONFIRM', 'SEAT', 'EDIT'],
  CONFIRMED: ['SEAT', 'EDIT'],
  LATE: ['MARK_NOSHOW', 'SEAT', 'EDIT'],
  SEATED: ['DEPART', 'EDIT'],
  BILL: ['DEPART', 'EDIT'],
  OVERSTAYED: ['DEPART', 'EDIT'],
  COMPLETED: [],
  CANCELLED: [],
  NO_SHOW: ['EDIT'],
};

/** The actions a status has at all (whatever the day): what a host would look for on its row. */
export const actionsOfStatus = (display: DisplayStatus): readonly RowAction[] => TODAY_ACTIONS[display] ?? [];

export interface RowActionState {
  action: RowAction;
  enabled: boolean;
  /** i18n key saying why a disabled action is disabled */
  reason?: string;
}

/**
 * Every row action with whether it is enabled now and why not. Future: seat and depart disabled.
 * Past: all disabled. PENDING can be booked only by a payment request of OTHER_METHOD. Confirm is
 * disabled where the outlet does not use CONFIRMED.
 */
export function rowActions(input: {
  display: DisplayStatus;
  timeState: TimeState;
  canBook?: boolean;
  unused?: readonly string[];
}): RowActionState[] {
  const enabledToday = TODAY_ACTIONS[input.display] ?? [];
  return ROW_ACTIONS.map((action) => {
    if (input.timeState === 'PAST') return { action, enabled: false, reason: 'rowActions.reason.past' };
    if (action === 'CONFIRM' && input.unused?.includes('CONFIRMED'))
      return { action, enabled: false, reason: 'rowActions.reason.notInUse' };
    if (!enabledToday.includes(action)) return { action, enabled: false, reason: `rowActions.reason.status` };
    if (input.timeState === 'FUTURE' && (action === 'SEAT' || action === 'DEPART'))
      return { action, enabled: false, reason: 'rowActions.reason.future' };
    if (action === 'BOOK' && !input.canBook) return { action, enabled: false, reason: 'rowActions.reason.paymentPending' };
    return { action, enabled: true };
  });
}

/** The status a row action moves the reservation to (EDIT opens the booking dialog instead). */
export const ROW_ACTION_STATUS: Partial<Record<RowAction, number>> = {
  CANCEL: RESERVATION_STATUS.CANCELLED,
  BOOK: RESERVATION_STATUS.BOOKED,
  CONFIRM: RESERVATION_STATUS.CONFIRMED,
  SEAT: RESERVATION_STATUS.SEATED,
  DEPART: RESERVATION_STATUS.COMPLETED,
  MARK_NOSHOW: RESERVATION_STATUS.NO_SHOW,
};

/** The status number of each move the rules allow; BILL is the tables' status, asked for on them. */
export const TARGET_STATUS_NUMBER: Record<TargetStatus, number | 'BILL'> = {
  BOOKED: RESERVATION_STATUS.BOOKED,
  CONFIRMED: RESERVATION_STATUS.CONFIRMED,
  SEATED: RESERVATION_STATUS.SEATED,
  BILL: 'BILL',
  COMPLETED: RESERVATION_STATUS.COMPLETED,
  CANCELLED: RESERVATION_STATUS.CANCELLED,
  NO_SHOW: RESERVATION_STATUS.NO_SHOW,
};

/** The one-tap action on a row (docs/ui.md): seat, depart, confirm or book, whichever applies first. */
const MAIN_ORDER: readonly RowAction[] = ['SEAT', 'DEPART', 'CONFIRM', 'BOOK', 'MARK_NOSHOW'];
export function mainAction(actions: readonly RowActionState[]): RowAction | undefined {
  return MAIN_ORDER.find((a) => actions.some((s) => s.action === a && s.enabled));
}

/** Cancelling and no-show ask once, with the guest's name (docs/ui.md). */
export const ASKS_FIRST_STATUSES: readonly number[] = [RESERVATION_STATUS.CANCELLED, RESERVATION_STATUS.NO_SHOW];
export const asksFirst = (status: number) => ASKS_FIRST_STATUSES.includes(status);
