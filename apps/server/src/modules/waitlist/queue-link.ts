import type { AppContext } from '../../lib/context';
import { guestLinkToken } from '../../lib/guest-link';

/** A queued party's link to its place, /q/<token>, signed as a booking's manage link is (lib/guest-link.ts). */
export const queueLinkOf = (ctx: AppContext, entry: { id: string; linkNonce: string | null }) =>
  `${ctx.publicUrl}/q/${guestLinkToken(ctx.config.ENCRYPTION_SECRET, entry.id, entry.linkNonce ?? '')}`;
