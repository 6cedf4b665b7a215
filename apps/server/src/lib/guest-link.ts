import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The guest's manage link, /r/<token> (issues 14 and 18): signed, not stored. The token is the
 * booking's id (32 hex) and an HMAC-SHA-256 of that id and the booking's link nonce (its first 16
 * bytes, 32 hex), under a key derived from ENCRYPTION_SECRET. So the database holds no usable link
 * (a copy of it opens nothing without the server's secret), a link is checked before any guest data
 * is read, and a new nonce withdraws every link of a booking. It expires a week after the booking
 * (GUEST_LINK_KEPT_MS, checked when opened).
 */
const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(hkdfSync('sha256', secret, 'host', 'guest manage link', 32))));
  return key;
}

const signatureOf = (secret: string, reservationId: string, nonce: string) =>
  createHmac('sha256', keyOf(secret)).update(`${reservationId}:${nonce}`).digest().subarray(0, 16).toString('hex');

const compact = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();

/** The token of a booking's link. */
export function guestLinkToken(secret: string, reservationId: string, nonce: string): string {
  return `${compact(reservationId)}${signatureOf(secret, reservationId, nonce)}`;
}

/** The booking a token names, if it is shaped as one (its signature is checked by guestLinkSigned). */
export function reservationIdOfToken(token: string): string | null {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const id = token.slice(0, 32);
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

/** Whether a token is this booking's, signed with its current nonce. */
export function guestLinkSigned(secret: string, token: string, reservationId: string, nonce: string | null): boolean {
  if (!nonce) return false;
  const expected = Buffer.from(guestLinkToken(secret, reservationId, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
