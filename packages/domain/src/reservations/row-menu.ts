import { ROW_ACTION_STATUS, TARGET_STATUS_NUMBER, actionsOfStatus, mainAction, type RowAction, type RowActionState } from './row-actions';
import type { DisplayStatus } from './display-status';
import { GRACE_EXTENSIONS, canExtendGrace } from './grace';
import type { TargetStatus } from './transitions';

/**
 * One thing a host can do now from a row's menu: edit, hold a late party's table longer, a row action,
 * or a status move the rules allow.
 */
export type RowMenuEntry =
  { kind: 'edit' } | { kind: 'hold'; minutes: number } | { kind: 'action'; action: RowAction } | { kind: 'move'; target: TargetStatus };

export interface RowMenu {
  /** the one-tap button on the row (docs/ui.md) */
  main: RowAction | undefined;
  /** what can be done now, each outcome once: edit first, cancelling last */
  entries: RowMenuEntry[];
  /** what this status normally offers but not now (a future day, a deposit not paid), once each, with why */
  unavailable: Array<{ action: RowAction; reason: string }>;
}

/**
 * A row's actions and menu as one consistent list (issue 19: "Cancel booking" next to a greyed-out
 * "Cancel – not possible"). Row actions and status moves that lead to the same status are one entry;
 * an action the status never has is not listed; one the status has but not now is listed once, with why.
 */
export function rowMenu(input: {
  display: DisplayStatus;
  actions: readonly RowActionState[];
  transitions: readonly TargetStatus[];
}): RowMenu {
  const main = mainAction(input.actions);
  // Cancelling is offered as the move (it asks first, at the end of the menu), never as an action too.
  const enabled = input.actions
    .filter((a) => a.enabled && a.action !== 'EDIT' && a.action !== 'CANCEL' && a.action !== main)
    .map((a) => a.action);
  const covered = new Set<number | 'BILL' | undefined>([main, ...enabled].map((a) => (a ? ROW_ACTION_STATUS[a] : undefined)));
  const moves = input.transitions.filter((target) => !covered.has(TARGET_STATUS_NUMBER[target]));
  const ordered = [...moves.filter((t) => t !== 'CANCELLED'), ...moves.filter((t) => t === 'CANCELLED')];
  const canEdit = input.actions.some((a) => a.action === 'EDIT' && a.enabled);
  // A late party's table held longer (grace.ts), where it may wait again: not on a past day.
  const canHold = canExtendGrace(input.display) && input.transitions.some((t) => t === 'BOOKED' || t === 'CONFIRMED');
  const entries: RowMenuEntry[] = [
    ...(canEdit ? [{ kind: 'edit' } as const] : []),
    ...(canHold ? GRACE_EXTENSIONS.map((minutes) => ({ kind: 'hold', minutes }) as const) : []),
    ...enabled.map((action) => ({ kind: 'action', action }) as const),
    ...ordered.map((target) => ({ kind: 'move', target }) as const),
  ];
  const offered = new Set(
    entries.flatMap((e) =>
      e.kind === 'action' ? [ROW_ACTION_STATUS[e.action]] : e.kind === 'move' ? [TARGET_STATUS_NUMBER[e.target]] : [],
    ),
  );
  const unavailable = input.actions
    .filter((a) => !a.enabled && actionsOfStatus(input.display).includes(a.action))
    .filter((a) => a.action === 'EDIT' || !offered.has(ROW_ACTION_STATUS[a.action]))
    .map((a) => ({ action: a.action, reason: a.reason ?? 'rowActions.reason.status' }));
  return { main, entries, unavailable };
}
