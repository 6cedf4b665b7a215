import type { LiveChangeKind } from '@host/domain/live-updates';
import type { AppContext } from './context';

/** What changed, as the outlet's open screens are told (the domain's live-update contract): they refetch what they show. */
export type ChangeKind = LiveChangeKind;

/** After the commit: every open screen of the outlet refreshes (ids and a kind, no personal data). */
export async function publishChange(ctx: AppContext, outletId: string, kind: ChangeKind, ids: string[]) {
  await ctx.realtime.publish(outletId, { kind, ids }).catch((error) => ctx.log.warn({ err: error }, 'live update not published'));
}
