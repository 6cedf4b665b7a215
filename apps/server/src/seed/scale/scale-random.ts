import { createHash } from 'node:crypto';
import { CODE_ALPHABET } from '../../lib/reservation-code';

/**
 * The scale data set's randomness and names for rows, all from the seed number: the same seed gives
 * the same rows (issue 34). sfc32 has 128 bits of state, so the streams of different brands never run
 * into each other the way a 32-bit generator's would over some hundred million draws.
 */
export type Random = () => number;

export function seededRandom(seed: number, stream: string): Random {
  const bytes = createHash('sha256').update(`host-scale:${seed}:${stream}`).digest();
  let a = bytes.readUInt32LE(0);
  let b = bytes.readUInt32LE(4);
  let c = bytes.readUInt32LE(8);
  let d = bytes.readUInt32LE(12);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first draws of a fresh state are poorly mixed: thrown away.
  for (let i = 0; i < 12; i++) next();
  return next;
}

export const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** A value drawn from weighted choices: [value, weight] pairs. */
export function weighted<T>(rand: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [value, w] of choices) if ((r -= w) < 0) return value;
  return choices[choices.length - 1]![0];
}

/**
 * Row ids: a prefix of the seed, the kind of row, and a running number. Each kind counts up from 1,
 * so ids are unique by construction (no hashing per row, no collisions to check), and a table's ids
 * arrive in index order, which keeps COPY's primary-key inserts at the right edge of the index.
 */
export class Ids {
  private readonly prefix: string;
  private readonly counters = new Map<number, number>();
  constructor(seed: number) {
    this.prefix = createHash('sha256').update(`host-scale-ids:${seed}`).digest('hex').slice(0, 8);
  }
  next(kind: number): string {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    return `${this.prefix}-${kind.toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;
  }
  count(kind: number): number {
    return this.counters.get(kind) ?? 0;
  }
}

/** The kinds of row that take an id of `Ids`. */
export const KIND = {
  brand: 1,
  outlet: 2,
  area: 3,
  table: 4,
  service: 5,
  ticket: 6,
  tag: 7,
  user: 8,
  customer: 9,
  reservation: 10,
  activity: 11,
  paymentRequest: 12,
  transaction: 13,
  delivery: 14,
  notification: 15,
  waitingListEntry: 16,
  waitingListOffer: 17,
  openingHours: 18,
  combination: 19,
} as const;

const CODE_SPACE = 32 ** 7;
/**
 * Booking codes as the app's alphabet writes them (R and seven characters), unique by construction:
 * the running number through an odd multiplier modulo 32^7 is a one-to-one scramble, so codes look
 * random and never repeat.
 */
export function bookingCode(seed: number, n: number): string {
  let value = (n * 2_654_435_761 + seed * 40_503) % CODE_SPACE;
  let code = '';
  for (let i = 0; i < 7; i++) {
    code = CODE_ALPHABET[value % 32]! + code;
    value = Math.floor(value / 32);
  }
  return `R${code}`;
}

/** A nonce that must be unique (guest tokens, pay-link tokens): the running number, padded out with random hex. */
export function uniqueToken(rand: Random, prefix: string, n: number): string {
  let hex = `${prefix}${n.toString(16).padStart(10, '0')}`;
  while (hex.length < 64)
    hex += Math.floor(rand() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return hex.slice(0, 64);
}
