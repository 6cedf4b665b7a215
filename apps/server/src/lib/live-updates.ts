import type { LiveChangeKind } from '@host/domain/live-updates';
import { eq } from 'drizzle-orm';
import { outlets } from '../db/tables/outlets';
import type { AppContext } from './context';

/** What changed, as the outlet's open screens are told (the domain's live-update contract): they refetch what they show. */
export type ChangeKind = LiveChangeKind;

/** After the commit: every open screen of the outlet refreshes (ids and a kind, no personal data). */
export async function publishChange(ctx: AppContext, outletId: string, kind: ChangeKind, ids: string[]) {
  await ctx.realtime.publish(outletId, { kind, ids }).catch((error) => ctx.log.warn({ err: error }, 'live update not published'));
}

/** After the commit of a brand's change (a tag, a ticket, a threshold): every outlet of the brand is told, and drops what it kept. */
export async function publishToBrand(ctx: AppContext, brandId: string, kind: ChangeKind) {
  // After the commit, as publishChange: a failure here is logged, never the change's answer (it stands).
  const ids = await ctx.db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.brandId, brandId))
    .catch((error: unknown) => (ctx.log.warn({ err: error }, 'live update not published to the brand'), []));
  for (const { id } of ids) await publishChange(ctx, id, kind, []);
}
