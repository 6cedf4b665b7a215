import type { DisplayStatus } from '../reservations/display-status';
import { RESERVATION_STATUS, TABLE_STATUS } from '../statuses';

/** What a host can do from a table's card on the floor, in the order the buttons show. */
export const TABLE_ACTIONS = ['bill', 'backToSeated', 'depart', 'move', 'clean', 'seatNext', 'walkInHere', 'unblock', 'block'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

/** The table status an action sets: on the party's tables for the bill, else on this table. */
export const TABLE_ACTION_TABLE_STATUS = {
  bill: TABLE_STATUS.BILL_REQUESTED,
  clean: TABLE_STATUS.AVAILABLE,
  unblock: TABLE_STATUS.AVAILABLE,
  block: TABLE_STATUS.BLOCKED,
} as const satisfies Partial<Record<TableAction, number>>;

/** The reservation status an action sets: on the party at the table, or on the next one for seatNext. */
export const TABLE_ACTION_PARTY_STATUS = {
  backToSeated: RESERVATION_STATUS.SEATED,
  depart: RESERVATION_STATUS.COMPLETED,
  seatNext: RESERVATION_STATUS.SEATED,
} as const satisfies Partial<Record<TableAction, number>>;

export interface TableCard {
  /** the party sitting there now */
  party?: { displayStatus: DisplayStatus };
  /** the table's status as the floor draws it */
  status: number;
  enabled: boolean;
  isToday: boolean;
  /** the next booking for the table may be seated now */
  canSeatNext: boolean;
}

/**
 * The actions a table's card offers: with a party, the bill (or back to seated once asked),
 * depart and move; an empty table is cleaned after a party, seats the next booking or a walk-in
 * today, and is blocked or freed.
 */
export function tableActions(card: TableCard): TableAction[] {
  const { party, status } = card;
  const offered: Record<TableAction, boolean> = {
    bill: !!party && party.displayStatus !== 'BILL',
    backToSeated: !!party && party.displayStatus === 'BILL',
    depart: !!party,
    move: !!party,
    clean: !party && status === TABLE_STATUS.REQUIRES_CLEANING,
    seatNext: !party && card.canSeatNext,
    walkInHere: !party && card.isToday && status !== TABLE_STATUS.BLOCKED && card.enabled,
    unblock: !party && status === TABLE_STATUS.BLOCKED,
    block: !party && status !== TABLE_STATUS.BLOCKED,
  };
  return TABLE_ACTIONS.filter((action) => offered[action]);
}
