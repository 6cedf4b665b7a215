import type { AppContext } from './context';

/** What changed, as the outlet's open screens are told: they refetch what they show. */
export type ChangeKind =
  | 'reservation.created'
  | 'reservation.updated'
  | 'reservation.status'
  | 'reservation.tables'
  | 'floor.changed'
  | 'table.status'
  | 'schedule.changed'
  | 'outlet.changed';

/** After the commit: every open screen of the outlet refreshes (ids and a kind, no personal data). */
export async function publishChange(ctx: AppContext, outletId: string, kind: ChangeKind, ids: string[]) {
  await ctx.realtime
    .publish(outletId, 'reservations', { kind, ids })
    .catch((error) => ctx.log.warn({ err: error }, 'live update not published'));
}
