import fc from 'fast-check';
import { assertProperty } from '../testing/property';
import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUS } from '../statuses';
import { instantOf, localDateOf, localTimeOf } from '../time';
import {
  NOTIFICATION_TIMINGS,
  isInQuietHours,
  planBookingMessages,
  type NotificationTiming,
  type PlannedMessage,
  type QuietHours,
  type SchedulePlanInput,
} from './schedule';

const SG = 'Asia/Singapore';
const KL = 'Asia/Kuala_Lumpur';
const HK = 'Asia/Hong_Kong';
const TP = 'Asia/Taipei';
const NIGHT: QuietHours = { start: '22:00', end: '08:00' };
const { BOOKED, CONFIRMED } = RESERVATION_STATUS;

/** A booking told in the outlet's wall clock ('yyyy-MM-dd HH:mm'); everything allowed unless a row says otherwise. */
interface Scenario {
  zone?: string;
  now?: string;
  startsAt?: string;
  outlet?: Partial<SchedulePlanInput['outlet']>;
  booking?: Partial<SchedulePlanInput['booking']>;
  refundDeadline?: string;
  quietHours?: QuietHours;
  timings?: SchedulePlanInput['timings'];
}

function local(wallTime: string, zone: string): Date {
  const [date, time] = wallTime.split(' ');
  return instantOf(date!, time!, zone);
}

function inputOf(s: Scenario): SchedulePlanInput {
  const zone = s.zone ?? SG;
  return {
    now: local(s.now ?? '2026-04-01 10:00', zone),
    startsAt: local(s.startsAt ?? '2026-04-03 19:00', zone),
    timeZone: zone,
    outlet: { enableSMS: true, enableEmail: true, enableAutomatedCall: true, ...s.outlet },
    booking: {
      allowSmsNotify: true,
      allowEmailNotify: true,
      allowAutomatedCallNotify: true,
      allowConfirmationNotify: true,
      allowReminderNotify: true,
      timeSendReminder: null,
      hasPhone: true,
      hasEmail: true,
      status: BOOKED,
      ...s.booking,
    },
    refundDeadline: s.refundDeadline ? local(s.refundDeadline, zone) : null,
    quietHours: s.quietHours ?? null,
    timings: s.timings,
  };
}

/** Each message as `key yyyy-MM-dd HH:mm` on the outlet's wall clock, in the plan's order. */
function planOf(s: Scenario): string[] {
  const zone = s.zone ?? SG;
  return planBookingMessages(inputOf(s)).map((m) => `${m.key} ${localDateOf(m.sendAt, zone)} ${localTimeOf(m.sendAt, zone).slice(0, 5)}`);
}

const keysOf = (s: Scenario) => planBookingMessages(inputOf(s)).map((m) => m.key);

describe('who is written to: only bookings to come and still open (docs/rules.md section 4 statuses)', () => {
  it.each([
    ['BOOKED', BOOKED, 9],
    ['CONFIRMED', CONFIRMED, 4],
    ['PENDING with no pay link waiting: nothing to say yet', RESERVATION_STATUS.PENDING, 0],
    ['SEATED', RESERVATION_STATUS.SEATED, 0],
    ['LATE', RESERVATION_STATUS.LATE, 0],
    ['COMPLETED', RESERVATION_STATUS.COMPLETED, 0],
    ['CANCELLED', RESERVATION_STATUS.CANCELLED, 0],
    ['NO_SHOW', RESERVATION_STATUS.NO_SHOW, 0],
    ['EXPIRED', RESERVATION_STATUS.EXPIRED, 0],
  ])('%s gets %i messages', (_, status, count) => {
    expect(planBookingMessages(inputOf({ booking: { status } }))).toHaveLength(count);
  });

  it.each([
    ['a booking starting now', '2026-04-01 10:00'],
    ['a booking already started', '2026-04-01 09:59'],
  ])('%s gets none', (_, startsAt) => {
    expect(planOf({ startsAt })).toEqual([]);
  });
});

describe('a booking waiting for its payment gets the pay link, and nothing else (issue 28)', () => {
  const { PENDING } = RESERVATION_STATUS;
  it.each<[string, Scenario, string[]]>([
    [
      'by every open text channel, now',
      { booking: { status: PENDING, awaitingPayment: true } },
      ['payLink:email:now 2026-04-01 10:00', 'payLink:sms:now 2026-04-01 10:00'],
    ],
    [
      'in quiet hours too: it answers what the host just did, and expires',
      { now: '2026-04-01 23:10', quietHours: NIGHT, booking: { status: PENDING, awaitingPayment: true } },
      ['payLink:email:now 2026-04-01 23:10', 'payLink:sms:now 2026-04-01 23:10'],
    ],
    [
      'whatever the guest chose about confirmations and reminders',
      { zone: KL, booking: { status: PENDING, awaitingPayment: true, allowConfirmationNotify: false, allowReminderNotify: false } },
      ['payLink:email:now 2026-04-01 10:00', 'payLink:sms:now 2026-04-01 10:00'],
    ],
    [
      'not by a channel the guest refused, nor by calls',
      { zone: HK, booking: { status: PENDING, awaitingPayment: true, allowSmsNotify: false } },
      ['payLink:email:now 2026-04-01 10:00'],
    ],
    [
      'no phone and no email: nobody to send it to',
      { booking: { status: PENDING, awaitingPayment: true, hasPhone: false, hasEmail: false } },
      [],
    ],
    ['a booking already started: no', { startsAt: '2026-04-01 09:00', booking: { status: PENDING, awaitingPayment: true } }, []],
    [
      'a BOOKED booking plans as ever, whatever it says about payment',
      { zone: TP, booking: { status: CONFIRMED, awaitingPayment: true, allowReminderNotify: false } },
      ['confirm:email:now 2026-04-01 10:00', 'confirm:sms:now 2026-04-01 10:00'],
    ],
  ])('%s', (_, scenario, expected) => {
    expect(planOf(scenario)).toEqual(expected);
  });
});

describe('which messages: channel, type and the flags each needs (docs/rules.md sections 3 and 9)', () => {
  const TEXT_CONFIRMS = [
    'confirm:email:now',
    'confirm:sms:now',
    'confirm:email:24h',
    'confirm:sms:24h',
    'confirm:email:5h',
    'confirm:sms:5h',
  ];
  const CALLS = ['confirm:phone:3h', 'confirm:phone:2h', 'confirm:phone:1h'];
  const only = (channel: string, keys: string[]) => keys.filter((key) => key.split(':')[1] === channel);

  it.each<[string, Scenario, string[]]>([
    ['BOOKED, everything allowed (the 24h reminder gives way to the 24h request, below)', {}, [...TEXT_CONFIRMS, ...CALLS]],
    [
      'CONFIRMED: acknowledged and reminded, never asked again nor called',
      { zone: KL, booking: { status: CONFIRMED } },
      ['confirm:email:now', 'confirm:sms:now', 'reminder:email:24h', 'reminder:sms:24h'],
    ],
    [
      'no confirmation notify: no requests, no calls, the reminder alone',
      { zone: HK, booking: { allowConfirmationNotify: false } },
      ['reminder:email:24h', 'reminder:sms:24h'],
    ],
    [
      'CONFIRMED without reminder notify: the acknowledgement alone',
      { zone: TP, booking: { status: CONFIRMED, allowReminderNotify: false } },
      ['confirm:email:now', 'confirm:sms:now'],
    ],
    ['the outlet sends no SMS', { outlet: { enableSMS: false } }, [...only('email', TEXT_CONFIRMS), ...CALLS]],
    ['the guest refused SMS', { booking: { allowSmsNotify: false } }, [...only('email', TEXT_CONFIRMS), ...CALLS]],
    ['no phone number: neither SMS nor calls', { booking: { hasPhone: false } }, only('email', TEXT_CONFIRMS)],
    ['the outlet sends no email', { zone: KL, outlet: { enableEmail: false } }, [...only('sms', TEXT_CONFIRMS), ...CALLS]],
    ['the guest refused email', { zone: KL, booking: { allowEmailNotify: false } }, [...only('sms', TEXT_CONFIRMS), ...CALLS]],
    ['no email address', { zone: KL, booking: { hasEmail: false } }, [...only('sms', TEXT_CONFIRMS), ...CALLS]],
    ['the outlet makes no automated calls', { zone: HK, outlet: { enableAutomatedCall: false } }, TEXT_CONFIRMS],
    ['the guest refused automated calls', { zone: HK, booking: { allowAutomatedCallNotify: false } }, TEXT_CONFIRMS],
    [
      "the outlet's own timings, repeats ignored",
      { zone: TP, timings: { confirm: ['24h', 'now', '24h'], calls: ['1h'] } },
      ['confirm:email:now', 'confirm:sms:now', 'confirm:email:24h', 'confirm:sms:24h', 'confirm:phone:1h'],
    ],
    [
      'a paid booking: told before its refund closes, whatever its notify choices',
      { zone: KL, booking: { allowConfirmationNotify: false, allowReminderNotify: false }, refundDeadline: '2026-04-02 19:00' },
      ['beforeRefund:email:24h', 'beforeRefund:sms:24h'],
    ],
    [
      'before-refund still needs an open channel',
      { booking: { allowEmailNotify: false, hasPhone: false }, refundDeadline: '2026-04-02 19:00' },
      [],
    ],
  ])('%s', (_, scenario, keys) => {
    expect(keysOf(scenario)).toEqual(keys);
  });
});

describe('when: leads before the start, and what is already past (docs/rules.md section 9)', () => {
  it.each<[string, Scenario, string[]]>([
    [
      'BOOKED two days ahead: now, 24h and 5h by text, calls at 3h, 2h and 1h',
      {},
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'confirm:email:24h 2026-04-02 19:00',
        'confirm:sms:24h 2026-04-02 19:00',
        'confirm:email:5h 2026-04-03 14:00',
        'confirm:sms:5h 2026-04-03 14:00',
        'confirm:phone:3h 2026-04-03 16:00',
        'confirm:phone:2h 2026-04-03 17:00',
        'confirm:phone:1h 2026-04-03 18:00',
      ],
    ],
    [
      'booked 6 hours ahead: the 24h moments are past',
      { startsAt: '2026-04-01 16:00' },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'confirm:email:5h 2026-04-01 11:00',
        'confirm:sms:5h 2026-04-01 11:00',
        'confirm:phone:3h 2026-04-01 13:00',
        'confirm:phone:2h 2026-04-01 14:00',
        'confirm:phone:1h 2026-04-01 15:00',
      ],
    ],
    [
      'booked 20 minutes ahead: the acknowledgement alone',
      { zone: HK, startsAt: '2026-04-01 10:20' },
      ['confirm:email:now 2026-04-01 10:00', 'confirm:sms:now 2026-04-01 10:00'],
    ],
    [
      "CONFIRMED with the booking's own reminder, 90 minutes before",
      { zone: HK, booking: { status: CONFIRMED, timeSendReminder: 90 } },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'reminder:email:90m 2026-04-03 17:30',
        'reminder:sms:90m 2026-04-03 17:30',
      ],
    ],
    [
      'a reminder of 1440 minutes is the 24h reminder, key and all',
      { zone: HK, booking: { status: CONFIRMED, timeSendReminder: 1440 } },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'reminder:email:24h 2026-04-02 19:00',
        'reminder:sms:24h 2026-04-02 19:00',
      ],
    ],
    [
      'a reminder of 0 minutes is unset: 24h',
      { zone: TP, booking: { status: CONFIRMED, timeSendReminder: 0 } },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'reminder:email:24h 2026-04-02 19:00',
        'reminder:sms:24h 2026-04-02 19:00',
      ],
    ],
    [
      'before-refund goes 24h before the refund deadline',
      { zone: KL, booking: { status: CONFIRMED, allowReminderNotify: false }, refundDeadline: '2026-04-02 19:00' },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'beforeRefund:email:24h 2026-04-01 19:00',
        'beforeRefund:sms:24h 2026-04-01 19:00',
      ],
    ],
    [
      'before-refund whose moment is past is dropped',
      { zone: KL, booking: { status: CONFIRMED, allowReminderNotify: false }, refundDeadline: '2026-04-02 09:59' },
      ['confirm:email:now 2026-04-01 10:00', 'confirm:sms:now 2026-04-01 10:00'],
    ],
    [
      'a moment not before the start is dropped',
      { zone: KL, booking: { status: CONFIRMED, allowReminderNotify: false }, refundDeadline: '2026-04-04 19:00' },
      ['confirm:email:now 2026-04-01 10:00', 'confirm:sms:now 2026-04-01 10:00'],
    ],
  ])('%s', (_, scenario, plan) => {
    expect(planOf(scenario)).toEqual(plan);
  });

  it('a reminder in fractions of a minute is refused rather than rounded', () => {
    expect(() => planBookingMessages(inputOf({ booking: { timeSendReminder: 90.5 } }))).toThrow(RangeError);
  });
});

describe("quiet hours, on the outlet's wall clock", () => {
  it.each<[string, Scenario, string[]]>([
    [
      'a 24h request due at 23:00 goes at 21:59 the evening before; so does a call due at 22:00',
      { zone: TP, startsAt: '2026-04-02 23:00', quietHours: NIGHT },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'confirm:email:24h 2026-04-01 21:59',
        'confirm:sms:24h 2026-04-01 21:59',
        'confirm:email:5h 2026-04-02 18:00',
        'confirm:sms:5h 2026-04-02 18:00',
        'confirm:phone:3h 2026-04-02 20:00',
        'confirm:phone:2h 2026-04-02 21:00',
        'confirm:phone:1h 2026-04-02 21:59',
      ],
    ],
    [
      'booked at 02:00: acknowledged when quiet hours end, 21:59 being past',
      { zone: KL, now: '2026-04-01 02:00', startsAt: '2026-04-01 19:00', quietHours: NIGHT },
      [
        'confirm:email:now 2026-04-01 08:00',
        'confirm:sms:now 2026-04-01 08:00',
        'confirm:email:5h 2026-04-01 14:00',
        'confirm:sms:5h 2026-04-01 14:00',
        'confirm:phone:3h 2026-04-01 16:00',
        'confirm:phone:2h 2026-04-01 17:00',
        'confirm:phone:1h 2026-04-01 18:00',
      ],
    ],
    [
      'booked at 02:00 for 08:30: quiet hours end only 30 minutes before, so nothing goes',
      { zone: HK, now: '2026-04-01 02:00', startsAt: '2026-04-01 08:30', quietHours: NIGHT },
      [],
    ],
    [
      'a supper at 00:30 on the first of May, across midnight and the month end (quiet 23:00 to 07:00)',
      { zone: HK, now: '2026-04-29 12:00', startsAt: '2026-05-01 00:30', quietHours: { start: '23:00', end: '07:00' } },
      [
        'confirm:email:now 2026-04-29 12:00',
        'confirm:sms:now 2026-04-29 12:00',
        'confirm:email:24h 2026-04-29 22:59',
        'confirm:sms:24h 2026-04-29 22:59',
        'confirm:email:5h 2026-04-30 19:30',
        'confirm:sms:5h 2026-04-30 19:30',
        'confirm:phone:3h 2026-04-30 21:30',
        'confirm:phone:2h 2026-04-30 22:30',
        'confirm:phone:1h 2026-04-30 22:59',
      ],
    ],
    [
      'quiet hours that do not wrap (00:00 to 07:00): a 07:30 dim sum hears at 23:59 the night before',
      { zone: HK, startsAt: '2026-04-03 07:30', quietHours: { start: '00:00', end: '07:00' } },
      [
        'confirm:email:now 2026-04-01 10:00',
        'confirm:sms:now 2026-04-01 10:00',
        'confirm:email:24h 2026-04-02 07:30',
        'confirm:sms:24h 2026-04-02 07:30',
        'confirm:email:5h 2026-04-02 23:59',
        'confirm:phone:3h 2026-04-02 23:59',
        'confirm:sms:5h 2026-04-02 23:59',
      ],
    ],
  ])('%s', (_, scenario, plan) => {
    expect(planOf(scenario)).toEqual(plan);
  });

  it.each([
    // zone, instant, quiet hours, inside
    [SG, '2026-04-01T13:59:00Z', NIGHT, false], // 21:59
    [SG, '2026-04-01T14:00:00Z', NIGHT, true], // 22:00, the start counts
    [KL, '2026-04-01T18:00:00Z', NIGHT, true], // 02:00 the next day
    [KL, '2026-03-31T23:59:59Z', NIGHT, true], // 07:59:59
    [HK, '2026-04-01T00:00:00Z', NIGHT, false], // 08:00, the end does not
    [HK, '2026-04-01T15:59:00Z', { start: '00:00', end: '07:00' }, false], // 23:59
    [TP, '2026-04-01T16:00:00Z', { start: '00:00', end: '07:00' }, true], // 00:00
    [TP, '2026-04-01T23:00:00Z', { start: '00:00', end: '07:00' }, false], // 07:00
    [TP, '2026-04-01T14:30:00Z', { start: '22:00', end: '22:00' }, false], // start equal to end: no quiet at all
    ['Europe/London', '2026-04-01T14:30:00Z', NIGHT, false], // 22:30 in Taipei, 15:30 in London: the zone is read
  ])('in %s, %s is in quiet hours %o: %s', (zone, instant, quiet, inside) => {
    expect(isInQuietHours(new Date(instant), zone, quiet)).toBe(inside);
  });

  it.each(['7:00', '24:00', '22:00:00', ''])("quiet hours of '%s' are refused", (clock) => {
    expect(() => isInQuietHours(new Date('2026-04-01T00:00:00Z'), SG, { start: clock, end: '08:00' })).toThrow(RangeError);
  });
});

describe('one message a minute per channel: confirm, then reminder, then beforeRefund', () => {
  it.each<[string, Scenario, string[]]>([
    [
      'a refund deadline at the start: the 24h request stands for the 24h reminder and before-refund',
      { zone: SG, booking: { hasEmail: false, allowAutomatedCallNotify: false }, refundDeadline: '2026-04-03 19:00' },
      ['confirm:sms:now 2026-04-01 10:00', 'confirm:sms:24h 2026-04-02 19:00', 'confirm:sms:5h 2026-04-03 14:00'],
    ],
    [
      'without requests, the reminder stands for before-refund',
      { zone: KL, booking: { hasEmail: false, allowConfirmationNotify: false }, refundDeadline: '2026-04-03 19:00' },
      ['reminder:sms:24h 2026-04-02 19:00'],
    ],
    [
      'moved together out of quiet hours: the 5h request stays, the 6h reminder goes',
      {
        zone: SG,
        startsAt: '2026-04-03 12:00',
        booking: { hasEmail: false, timeSendReminder: 360 },
        outlet: { enableAutomatedCall: false },
        quietHours: NIGHT,
      },
      ['confirm:sms:now 2026-04-01 10:00', 'confirm:sms:24h 2026-04-02 12:00', 'confirm:sms:5h 2026-04-02 21:59'],
    ],
    [
      'booked at 02:00 for 08:31: the acknowledgement over the 5h request, the 3h call over the 2h and 1h',
      { zone: HK, now: '2026-04-01 02:00', startsAt: '2026-04-01 08:31', quietHours: NIGHT },
      ['confirm:email:now 2026-04-01 08:00', 'confirm:phone:3h 2026-04-01 08:00', 'confirm:sms:now 2026-04-01 08:00'],
    ],
  ])('%s', (_, scenario, plan) => {
    expect(planOf(scenario)).toEqual(plan);
  });
});

// Properties (fast-check): whatever the clock, zone, flags, timings and quiet hours.
const clock = fc
  .integer({ min: 0, max: 24 * 60 - 1 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const timingList = fc.option(fc.array(fc.constantFrom<NotificationTiming>(...NOTIFICATION_TIMINGS), { maxLength: 8 }), { nil: undefined });
const arbitraryInput = fc.record({
  // a DST zone too: the promises hold where a wall time is missing or comes twice
  zone: fc.constantFrom(SG, KL, HK, TP, 'America/Los_Angeles'),
  nowSeconds: fc.integer({ min: 0, max: 60 * 24 * 3600 }),
  leadMinutes: fc.integer({ min: -120, max: 4 * 24 * 60 }),
  status: fc.integer({ min: 1, max: 9 }),
  flags: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  timeSendReminder: fc.option(fc.integer({ min: -10, max: 3000 }), { nil: null }),
  refundWindowMinutes: fc.option(fc.integer({ min: 0, max: 4 * 24 * 60 }), { nil: null }),
  quietHours: fc.option(fc.record({ start: clock, end: clock }), { nil: null }),
  confirm: timingList,
  calls: timingList,
});
type Params = typeof arbitraryInput extends fc.Arbitrary<infer T> ? T : never;

function build(p: Params): SchedulePlanInput {
  const now = new Date(Date.UTC(2026, 0, 28) + p.nowSeconds * 1000);
  const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + p.leadMinutes * 60_000);
  const [
    enableSMS,
    enableEmail,
    enableAutomatedCall,
    allowSmsNotify,
    allowEmailNotify,
    allowAutomatedCallNotify,
    allowConfirmationNotify,
    allowReminderNotify,
    hasPhone,
    hasEmail,
  ] = p.flags as [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean];
  return {
    now,
    startsAt,
    timeZone: p.zone,
    outlet: { enableSMS, enableEmail, enableAutomatedCall },
    booking: {
      allowSmsNotify,
      allowEmailNotify,
      allowAutomatedCallNotify,
      allowConfirmationNotify,
      allowReminderNotify,
      timeSendReminder: p.timeSendReminder,
      hasPhone,
      hasEmail,
      status: p.status,
    },
    refundDeadline: p.refundWindowMinutes === null ? null : new Date(startsAt.getTime() - p.refundWindowMinutes * 60_000),
    quietHours: p.quietHours,
    timings: { confirm: p.confirm, calls: p.calls },
  };
}

describe('plan properties (fast-check)', () => {
  // Counts what it checked: a property that never met a message proved nothing.
  it('every message goes between now and the start, outside quiet hours, once per key and once a minute per channel, in order', () => {
    let checked = 0;
    assertProperty(
      fc.property(arbitraryInput, (p) => {
        const input = build(p);
        const plan: PlannedMessage[] = planBookingMessages(input);
        for (const m of plan) {
          expect(m.sendAt.getTime()).toBeGreaterThanOrEqual(input.now.getTime());
          expect(m.sendAt.getTime()).toBeLessThan(input.startsAt.getTime());
          if (input.quietHours) expect(isInQuietHours(m.sendAt, input.timeZone, input.quietHours)).toBe(false);
          expect(m.key).toBe(`${m.type}:${m.channel}:${m.timing}`);
          checked++;
        }
        expect(new Set(plan.map((m) => m.key)).size).toBe(plan.length);
        expect(new Set(plan.map((m) => `${m.channel}@${Math.floor(m.sendAt.getTime() / 60_000)}`)).size).toBe(plan.length);
        const order = plan.map((m) => [m.sendAt.getTime(), m.key] as const);
        expect(order).toEqual([...order].sort(([at1, key1], [at2, key2]) => at1 - at2 || (key1 < key2 ? -1 : key1 > key2 ? 1 : 0)));
      }),
      500,
    );
    expect(checked).toBeGreaterThan(0);
  });
});

describe("the outlet's SMS permissions by who made the booking (docs/rules.md section 3, isAllow{Customer,Merchant}SendSms*)", () => {
  const sms = (s: Scenario) =>
    keysOf({
      timings: { confirm: ['now'], calls: [] },
      outlet: { enableAutomatedCall: false, ...s.outlet },
      booking: s.booking,
      refundDeadline: '2026-04-02 19:00',
    }).filter((k) => k.includes(':sms:'));
  it.each<[string, Scenario, string[]]>([
    ['nothing set: every SMS', {}, ['confirm:sms:now', 'beforeRefund:sms:24h', 'reminder:sms:24h']],
    [
      'staff bookings without reminder SMS',
      { outlet: { smsPermissions: { isAllowMerchantSendSmsReminder: false } } },
      ['confirm:sms:now', 'beforeRefund:sms:24h'],
    ],
    [
      'the same flag leaves a guest-made booking alone',
      { outlet: { smsPermissions: { isAllowMerchantSendSmsReminder: false } }, booking: { madeByGuest: true } },
      ['confirm:sms:now', 'beforeRefund:sms:24h', 'reminder:sms:24h'],
    ],
    [
      'guest-made bookings get no SMS at all',
      {
        outlet: {
          smsPermissions: {
            isAllowCustomerSendSmsConfirm: false,
            isAllowCustomerSendSmsReminder: false,
            isAllowCustomerSendSmsBeforeRefund: false,
          },
        },
        booking: { madeByGuest: true },
      },
      [],
    ],
    [
      'a stored value that is not a flag allows',
      { outlet: { smsPermissions: { isAllowMerchantSendSmsConfirm: 'no' } } },
      ['confirm:sms:now', 'beforeRefund:sms:24h', 'reminder:sms:24h'],
    ],
  ])('%s', (_name, s, expected) => {
    expect(sms(s)).toEqual(expected);
  });

  it('email is not affected', () => {
    const keys = keysOf({
      timings: { confirm: ['now'] },
      outlet: { smsPermissions: { isAllowMerchantSendSmsConfirm: false, isAllowMerchantSendSmsReminder: false } },
    });
    expect(keys).toContain('confirm:email:now');
    expect(keys).toContain('reminder:email:24h');
    expect(keys.filter((k) => k.includes(':sms:'))).toEqual([]);
  });
});
