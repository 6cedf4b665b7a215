import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockOutInputSchema, serviceTimingInputSchema } from '@host/domain/availability/schedules';
import { isMessageKey } from '@host/domain/messages';
import { reservationSettingsSchema } from '@host/domain/outlets';
import { bookingFormSchema, createWalkInInputSchema, updateReservationInputSchema } from '@host/domain/reservations/schemas';
import { areaInputSchema, combinationInputSchema, floorSettingsSchema, tableInputSchema } from '@host/domain/tables';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/*
 * Issue 19: zod's own text ("Too small: expected number to be >=1", "数值过小：期望 number >=1")
 * must never reach a host. Every form schema's every field is given bad values a host (or a broken
 * field) can produce, and every message that comes back must be a catalogue key, which the web
 * translates in all four languages (server-message-keys.test.ts checks the translations).
 */

const TABLE = '0b6f3c2e-8a1d-4c5e-9f00-000000000001';
const OTHER_TABLE = '0b6f3c2e-8a1d-4c5e-9f00-000000000002';

/** What a host types, clears or overflows, and what a broken field could send. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  '+65 abcdefg',
  'x'.repeat(5000),
  'bad\u0000text',
  'bad\u202Etext',
  Number.NaN,
  -1,
  0,
  1.5,
  1e9,
  true,
  {},
  [],
  ['not-an-id'],
  [Number.NaN],
  [{}],
  Array.from({ length: 400 }, () => TABLE),
  '2026-02-30',
  '24:00',
];

/** Each form's schema, with a value it accepts: every field is then spoilt one at a time. */
const FORMS: Array<[string, z.ZodObject, Record<string, unknown>]> = [
  [
    'booking',
    bookingFormSchema('SG'),
    {
      reservationDate: '2026-04-01',
      reservationTime: '19:00:00',
      numberOfAdults: 2,
      numberOfChildren: 0,
      customerPhone: '+65 9123 4567',
      customerFirstName: 'Mei Ling',
      customerLastName: 'Tan',
    },
  ],
  ['booking edit', updateReservationInputSchema as unknown as z.ZodObject, { numberOfAdults: 2 }],
  ['walk-in', createWalkInInputSchema, { numberOfAdults: 2, tableIds: [TABLE] }],
  ['table', tableInputSchema, { name: 'T1', minPax: 1, maxPax: 4, areaId: TABLE }],
  ['area', areaInputSchema, { name: 'Garden', displayName: 'Garden' }],
  ['combination', combinationInputSchema, { name: 'T1+T2', tableIds: [TABLE, OTHER_TABLE], minPax: 2, maxPax: 8 }],
  [
    'service',
    serviceTimingInputSchema,
    {
      name: 'Dinner',
      days: [1, 2],
      dailyStartTime: '18:00',
      dailyEndTime: '22:00',
      diningInterval: 5400,
      intervalTime: 1800,
      customPolicies: [{ title: 'Dress', description: 'Smart' }],
    },
  ],
  ['block-out', blockOutInputSchema, { date: '2026-04-01', name: 'Private event', entireDay: false, startTime: '12:00', endTime: '15:00' }],
  [
    'booking settings',
    reservationSettingsSchema,
    {
      minPartySize: 1,
      maxPartySize: 10,
      maxPaxPerReservation: 10,
      reservationLeadTime: 0,
      reservationGracePeriod: 900,
      reservationIntervalTime: 900,
      reservationDiningInterval: 5400,
      reservationPolicy: null,
      reservationCancellationPolicy: null,
      optionAutoReservationStatus: 1,
    },
  ],
  ['floor settings', floorSettingsSchema, { tableCleaningMinutes: 10 }],
];

/** Messages the i18n catalogue translates: serverMessages keys of common.json (English). */
const translated = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/locales/en/common.json'), 'utf8'))
  .serverMessages as Record<string, string>;

describe('every form message is written for a host (issue 19)', () => {
  it.each(FORMS)('%s: a good value passes', (_form, schema, good) => {
    expect(schema.safeParse(good).error?.issues).toBeUndefined();
  });

  it.each(FORMS)('%s: every refusal of every field is a translated catalogue key', (_form, schema, good) => {
    const raw: string[] = [];
    let refusals = 0;
    for (const field of Object.keys(schema.shape)) {
      for (const bad of BAD_VALUES) {
        const result = schema.safeParse({ ...good, [field]: bad });
        for (const issue of result.error?.issues ?? []) {
          refusals++;
          if (!isMessageKey(issue.message) || !translated[issue.message])
            raw.push(`${field} = ${JSON.stringify(bad)?.slice(0, 30)}: ${issue.message}`);
        }
      }
    }
    expect(refusals, 'the bad values are refused at all').toBeGreaterThan(10);
    expect([...new Set(raw)]).toEqual([]);
  });

  it.each([
    [{ numberOfAdults: 0 }, 'numberOfAdults', 'partyAtLeastOne'],
    [{ numberOfAdults: Number.NaN }, 'numberOfAdults', 'enterWholeNumber'],
    [{ numberOfAdults: 501 }, 'numberOfAdults', 'partyTooLarge'],
    [{ numberOfChildren: -1 }, 'numberOfChildren', 'childrenNotNegative'],
    [{ customerPhone: '+65 ' }, 'customerPhone', 'enterPhone'],
    [{ customerPhone: '+65 abcdefg' }, 'customerPhone', 'phoneNotValid'],
    [{ customerPhone: '+65 1234' }, 'customerPhone', 'phoneNotValid'],
    [{ customerFirstName: '' }, 'customerFirstName', 'enterName'],
    [{ customerFirstName: 'x'.repeat(101) }, 'customerFirstName', 'nameTooLong'],
    [{ availabilityOverride: 'no' }, 'availabilityOverride', 'reasonTooShort'],
  ])('booking %j reads %s: %s', (change, field, key) => {
    const good = FORMS[0]![2];
    const issues = bookingFormSchema('SG').safeParse({ ...good, ...change }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, key]);
  });
});
