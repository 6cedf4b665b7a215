import type { DisplayStatus } from './display-status';
import type { TimeState } from './time-state';

/** SPEC.md section 4: the actions on a row of the book. */
export const ROW_ACTIONS = ['CANCEL', 'BOOK', 'CONFIRM', 'SEAT', 'DEPART', 'MARK_NOSHOW', 'EDIT'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** SPEC.md section 4, today: which actions each status has. Unlisted statuses have none. */
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

export interface RowActionState {
  action: RowAction;
  enabled: boolean;
  /** i18n key saying why a disabled action is disabled */
  reason?: string;
}

/**
 * Every row action with whether it is enabled now and why not. Future: seat and depart disabled.
 * Past: all disabled. PENDING can be booked only by a payment request of OTHER_METHOD.
 */
export function rowActions(input: { display: DisplayStatus; timeState: TimeState; canBook?: boolean }): RowActionState[] {
  const enabledToday = TODAY_ACTIONS[input.display] ?? [];
  return ROW_ACTIONS.map((action) => {
    if (input.timeState === 'PAST') return { action, enabled: false, reason: 'rowActions.reason.past' };
    if (!enabledToday.includes(action)) return { action, enabled: false, reason: `rowActions.reason.status` };
    if (input.timeState === 'FUTURE' && (action === 'SEAT' || action === 'DEPART')) return { action, enabled: false, reason: 'rowActions.reason.future' };
    if (action === 'BOOK' && !input.canBook) return { action, enabled: false, reason: 'rowActions.reason.paymentPending' };
    return { action, enabled: true };
  });
}
