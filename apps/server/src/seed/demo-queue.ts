import type { Executor } from '../db/client';
import * as s from '../db/schema';
import type { Country } from './demo-brands';

/** The parties waiting at each demo outlet's door now (issue 30): names by market, minutes waited and quoted. */
const DEMO_QUEUE: Record<
  Country,
  Array<{ first: string; last: string; adults: number; children: number; waited: number; quoted: number }>
> = {
  SG: [
    { first: 'Siti', last: 'Rahman', adults: 2, children: 0, waited: 18, quoted: 20 },
    { first: 'Wei Ling', last: 'Chen', adults: 3, children: 1, waited: 9, quoted: 30 },
    { first: 'Arjun', last: 'Pillai', adults: 2, children: 0, waited: 3, quoted: 35 },
  ],
  MY: [
    { first: 'Aisyah', last: 'Hassan', adults: 2, children: 1, waited: 12, quoted: 15 },
    { first: 'Kah Wai', last: 'Lee', adults: 4, children: 0, waited: 4, quoted: 25 },
  ],
  HK: [
    { first: '嘉欣', last: '陳', adults: 2, children: 0, waited: 10, quoted: 15 },
    { first: 'Jason', last: 'Wong', adults: 5, children: 0, waited: 2, quoted: 40 },
  ],
  TW: [
    { first: '怡君', last: '林', adults: 2, children: 0, waited: 7, quoted: 10 },
    { first: 'Kevin', last: 'Chang', adults: 3, children: 1, waited: 1, quoted: 25 },
  ],
};

/**
 * The door queue of a demo outlet, staged around the server's clock like the day's book. The first
 * party has a phone (so "table ready" can be sent to the local SMS provider), the others not all.
 */
export async function writeQueue(
  tx: Executor,
  target: {
    outletId: string;
    country: Country;
    now: Date;
    /** a stored (E.164) demo phone by running index */ phone: (n: number) => string;
  },
) {
  const parties = DEMO_QUEUE[target.country];
  await tx.insert(s.queueEntries).values(
    parties.map((p, i) => ({
      outletId: target.outletId,
      status: 'waiting',
      position: i + 1,
      customerFirstName: p.first,
      customerLastName: p.last,
      customerPhone: i % 2 === 0 ? target.phone(900 + i) : null,
      numberOfAdults: p.adults,
      numberOfChildren: p.children,
      joinedAt: new Date(target.now.getTime() - p.waited * 60_000),
      quotedMinutes: p.quoted,
      createdAt: target.now,
      updatedAt: target.now,
    })),
  );
}
