import { guestLinkToken } from '../../lib/guest-link';
import type { AppContext } from '../../lib/context';

// The addresses a guest's message points to: made once here, for its text and its mail's button alike.

/** The guest's own page for a booking: what every message but a pay link points to. */
export const guestPageLinkOf = (ctx: AppContext, booking: { id: string; guestToken: string | null }) =>
  booking.guestToken ? `${ctx.publicUrl}/r/${guestLinkToken(ctx.config.ENCRYPTION_SECRET, booking.id, booking.guestToken)}` : null;

/** A payment request's link as the guest opens it: the provider's own address, or Host's pay page. */
export const payLinkOf = (ctx: AppContext, link: string | null | undefined) => absoluteUrl(link ?? '/', ctx.publicUrl);

/** An address made absolute against Host's own; null for one that is not an address (a stored value typed by hand). */
export function absoluteUrl(value: string, base: string): string | null {
  try {
    return new URL(value, base).href;
  } catch {
    return null;
  }
}
