import { randomBytes } from 'node:crypto';

/** Booking codes hosts read out on the phone: no 0/O or 1/I to confuse. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReservationCode(): string {
  return `R${[...randomBytes(7)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}
