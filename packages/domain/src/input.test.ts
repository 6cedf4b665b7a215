import { describe, expect, it } from 'vitest';
import { englishOf } from './messages';
import { blockOutInputSchema, serviceTimingInputSchema, availabilityQuerySchema } from './availability/schedules';
import { errorReportInputSchema, pinLoginInputSchema, resetPasswordInputSchema } from './auth';
import { areaInputSchema, tableInputSchema } from './tables';
import {
  INVALID_DATE,
  INVALID_TIME,
  UNSAFE_TEXT,
  isSafeText,
  isValidDate,
  localDate,
  localDateSchema,
  localTimeLenientSchema,
  localTimeNormalisedSchema,
  localTimeSchema,
  safeMultilineText,
  safeText,
  scrubJson,
} from './input';
import { reservationSettingsSchema } from './outlets';
import { createReservationInputSchema, reservationListQuerySchema, updateReservationInputSchema } from './reservations/schemas';
import { suggestionQuerySchema } from './tables';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => englishOf(i.message));

describe('local dates: a real calendar day written yyyy-MM-dd, in 2000..2100', () => {
  it.each([
    '2026-03-31',
    '2026-02-28',
    '2028-02-29', // leap year
    '2000-02-29', // divisible by 400: leap
    '2024-02-29',
    '2026-12-31',
    '2000-01-01',
    '2100-12-31',
  ])('%s is a date', (value) => {
    expect(isValidDate(value)).toBe(true);
    expect(localDateSchema.parse(value)).toBe(value);
  });

  it.each([
    ['2027-02-29', 'not a leap year'],
    ['2100-02-29', 'divisible by 100, not by 400'],
    ['2026-02-30', 'no 30th of February'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no 13th month'],
    ['2026-00-10', 'no month 0'],
    ['2026-01-00', 'no day 0'],
    ['2026-01-32', 'no day 32'],
    ['0000-01-01', 'before the window'],
    ['1999-12-31', 'before the window'],
    ['2101-01-01', 'after the window'],
    ['9999-12-31', 'after the window'],
    ['2026-3-31', 'one-digit month'],
    ['31/03/2026', 'another order'],
    ['31-03-2026', 'another order'],
    ['2026-03-31T00:00:00Z', 'an instant'],
    [' 2026-03-31', 'leading space'],
    ['2026-03-31\u0000', 'a NUL after it'],
    ['２０２６-03-31', 'full-width digits'],
    ['', 'empty'],
  ])("%s is refused (%s) with docs/rules.md's message, once", (value) => {
    expect(isValidDate(value)).toBe(false);
    expect(messages(localDateSchema.safeParse(value))).toEqual([englishOf(INVALID_DATE)]);
  });

  it.each([null, 20260331, undefined, {}, []])('%j is not a date', (value) => {
    expect(localDateSchema.safeParse(value).success).toBe(false);
  });

  it('names the query field it stands for', () => {
    expect(messages(localDate('invalid "from"').safeParse('2026-02-30'))).toEqual(['invalid "from"']);
  });
});

describe('local times: HH:mm:ss, hours 00-23, minutes and seconds 00-59', () => {
  it.each(['00:00:00', '19:30:00', '23:59:59', '12:00:05'])('%s is a time', (value) => {
    expect(localTimeSchema.parse(value)).toBe(value);
  });

  it.each([
    '24:00:00',
    '25:00:00',
    '12:60:00',
    '12:00:60',
    '99:99:99',
    '7:30:00',
    '19:30',
    '19:30:00.000',
    '19:30:00Z',
    '1930',
    ' 19:30:00',
    '19:30:00\u0000',
    '',
  ])("%s is refused with docs/rules.md's message", (value) => {
    expect(messages(localTimeSchema.safeParse(value))).toEqual([englishOf(INVALID_TIME)]);
  });

  it.each<[string, string | null, string | null]>([
    // value, lenient (kept as written), normalised (HH:mm:ss)
    ['19:30', '19:30', '19:30:00'],
    ['19:30:15', '19:30:15', '19:30:15'],
    ['00:00', '00:00', '00:00:00'],
    ['23:59', '23:59', '23:59:00'],
    ['25:00', null, null],
    ['12:60', null, null],
    ['99:99:99', null, null],
    ['9:30', null, null],
    ['19:3', null, null],
  ])('%s: as written %s, normalised %s', (value, lenient, normalised) => {
    const a = localTimeLenientSchema.safeParse(value);
    const b = localTimeNormalisedSchema.safeParse(value);
    expect(a.success ? a.data : null).toBe(lenient);
    expect(b.success ? b.data : null).toBe(normalised);
    if (!a.success) expect(messages(a)).toEqual([englishOf(INVALID_TIME)]);
  });
});

describe('free text: any script and emoji, no control or direction characters', () => {
  it.each<[string, string, boolean, boolean]>([
    // label, text, single-line ok, multi-line ok
    ['Latin', 'Tan Ah Kow', true, true],
    ['CJK', '陳小明', true, true],
    ['Traditional Chinese with punctuation', '王大明（VIP）', true, true],
    ['Malay', 'Nur Aisyah binti Ahmad', true, true],
    ['accents', 'Zoë Renée Ñúñez', true, true],
    ['Arabic with a right-to-left mark', 'محمد\u200F', true, true],
    ['emoji', 'Birthday 🎉🎂', true, true],
    ['an emoji family joined by ZWJ', '👨‍👩‍👧', true, true],
    ['a flag', '🇸🇬', true, true],
    ['a left-to-right mark', 'A\u200EB', true, true],
    ['NUL', 'Tan\u0000', false, false],
    ['a bell', 'Tan\u0007', false, false],
    ['escape', '\u001b[31mred', false, false],
    ['DEL', 'a\u007F', false, false],
    ['a C1 control', 'a\u0085b', false, false],
    ['a right-to-left override', 'invoice\u202Etxt.exe', false, false],
    ['a left-to-right embedding', '\u202Aabc', false, false],
    ['a pop directional formatting', 'abc\u202C', false, false],
    ['a first-strong isolate', '\u2068abc\u2069', false, false],
    ['a right-to-left isolate', '\u2067abc', false, false],
    ['a line separator', 'a\u2028b', false, false],
    ['a lone surrogate', 'a\uD800b', false, false],
    ['a line feed', 'line one\nline two', false, true],
    ['a tab', 'a\tb', false, true],
    ['Windows line ends', 'a\r\nb', false, true],
  ])('%s', (_, text, single, multi) => {
    expect(isSafeText(text)).toBe(single);
    expect(isSafeText(text, { multiline: true })).toBe(multi);
    expect(messages(safeText(100).safeParse(text))).toEqual(single ? [] : [englishOf(UNSAFE_TEXT)]);
    expect(messages(safeMultilineText(100).safeParse(text))).toEqual(multi ? [] : [englishOf(UNSAFE_TEXT)]);
  });

  it('trims, then counts and checks what is left', () => {
    expect(safeText(5).parse('  陳小明  ')).toBe('陳小明');
    expect(safeText(5).safeParse('abcdef').success).toBe(false);
    // a line feed at the end of a single-line name is only whitespace
    expect(safeText(20).parse('Tan Ah Kow\n')).toBe('Tan Ah Kow');
  });

  it('scrubs an error report instead of refusing it', () => {
    const report = errorReportInputSchema.parse({
      level: 'error',
      message: 'bad\u0000byte',
      error: 'at line 1\n  at \u202Ex',
      context: { path: '/x\u0000', nested: [{ 'k\u0000': 'v\u0007' }], n: 1 },
    });
    expect(report.message).toBe('bad\uFFFDbyte');
    expect(report.error).toBe('at line 1\n  at \uFFFDx');
    expect(report.context).toEqual({ path: '/x\uFFFD', nested: [{ 'k\uFFFD': 'v\uFFFD' }], n: 1 });
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i += 1) deep = [deep];
    expect(JSON.stringify(scrubJson(deep))).toContain('[nested too deep]');
  });
});

const uuid = '7d1c0a52-8f1e-4b8e-9a51-0f6f0d3c2b11';
const booking = {
  reservationDate: '2026-04-02',
  reservationTime: '19:00:00',
  numberOfAdults: 2,
  customerPhone: '+6591234567',
  customerFirstName: '陳小明',
};
const timing = { name: 'Dinner', dailyStartTime: '18:00', dailyEndTime: '22:00', days: [1], diningInterval: 5400, intervalTime: 1800 };

describe('every input schema uses them', () => {
  it.each<[string, () => { success: boolean; error?: { issues: Array<{ message: string }> } }, string | null]>([
    [
      'a booking by 陳小明 for a birthday 🎉',
      () => createReservationInputSchema.safeParse({ ...booking, notes: 'Birthday 🎉\nCake at 21:00', occasions: ['Birthday 🎂'] }),
      null,
    ],
    [
      'a booking on 2026-02-30',
      () => createReservationInputSchema.safeParse({ ...booking, reservationDate: '2026-02-30' }),
      englishOf(INVALID_DATE),
    ],
    [
      'a booking on 2027-02-29',
      () => createReservationInputSchema.safeParse({ ...booking, reservationDate: '2027-02-29' }),
      englishOf(INVALID_DATE),
    ],
    ['a booking on 2028-02-29', () => createReservationInputSchema.safeParse({ ...booking, reservationDate: '2028-02-29' }), null],
    [
      'a booking in 9999',
      () => createReservationInputSchema.safeParse({ ...booking, reservationDate: '9999-01-01' }),
      englishOf(INVALID_DATE),
    ],
    [
      'a booking at 99:99:99',
      () => createReservationInputSchema.safeParse({ ...booking, reservationTime: '99:99:99' }),
      englishOf(INVALID_TIME),
    ],
    [
      'a booking with a NUL in the name',
      () => createReservationInputSchema.safeParse({ ...booking, customerFirstName: 'Tan\u0000' }),
      englishOf(UNSAFE_TEXT),
    ],
    [
      'a booking with an override in the staff notes',
      () => createReservationInputSchema.safeParse({ ...booking, staffNotes: 'ok \u202E' }),
      englishOf(UNSAFE_TEXT),
    ],
    [
      'a booking with a NUL in an occasion',
      () => createReservationInputSchema.safeParse({ ...booking, occasions: ['\u0000'] }),
      englishOf(UNSAFE_TEXT),
    ],
    [
      'an edit with a line feed in the last name',
      () => updateReservationInputSchema.safeParse({ customerLastName: 'Tan\nLim' }),
      englishOf(UNSAFE_TEXT),
    ],
    ['an edit to 2026-13-01', () => updateReservationInputSchema.safeParse({ reservationDate: '2026-13-01' }), englishOf(INVALID_DATE)],
    ['a service named 晚餐 🍜', () => serviceTimingInputSchema.safeParse({ ...timing, name: '晚餐 🍜' }), null],
    ['a service named with a NUL', () => serviceTimingInputSchema.safeParse({ ...timing, name: 'Din\u0000ner' }), englishOf(UNSAFE_TEXT)],
    ['a service from 25:00', () => serviceTimingInputSchema.safeParse({ ...timing, dailyStartTime: '25:00' }), englishOf(INVALID_TIME)],
    ['a service to 12:60', () => serviceTimingInputSchema.safeParse({ ...timing, dailyEndTime: '12:60' }), englishOf(INVALID_TIME)],
    [
      'a special day on 2026-02-30',
      () => serviceTimingInputSchema.safeParse({ ...timing, isRecurring: false, specificDates: ['2026-02-30'] }),
      englishOf(INVALID_DATE),
    ],
    [
      'a service from 0000-01-01',
      () => serviceTimingInputSchema.safeParse({ ...timing, recurringStartDate: '0000-01-01' }),
      englishOf(INVALID_DATE),
    ],
    [
      'a policy with paragraphs',
      () => serviceTimingInputSchema.safeParse({ ...timing, customPolicies: [{ title: 'Deposit', description: 'One.\n\nTwo.' }] }),
      null,
    ],
    ['a block-out on 2026-02-30', () => blockOutInputSchema.safeParse({ date: '2026-02-30', name: 'Closed' }), englishOf(INVALID_DATE)],
    [
      'a block-out from 24:00',
      () => blockOutInputSchema.safeParse({ date: '2026-04-01', entireDay: false, startTime: '24:00', endTime: '23:00', name: 'Event' }),
      englishOf(INVALID_TIME),
    ],
    [
      'a block-out named with an isolate',
      () => blockOutInputSchema.safeParse({ date: '2026-04-01', name: '\u2066Event' }),
      englishOf(UNSAFE_TEXT),
    ],
    ['an area named 露台', () => areaInputSchema.safeParse({ name: '露台', displayName: '露台 🌿' }), null],
    ['an area named with a NUL', () => areaInputSchema.safeParse({ name: 'Patio\u0000', displayName: 'Patio' }), englishOf(UNSAFE_TEXT)],
    [
      'an area block on 2026-02-30',
      () =>
        areaInputSchema.safeParse({
          name: 'P',
          displayName: 'P',
          areaBlocks: [{ date: '2026-02-30', startTime: '12:00', endTime: '13:00' }],
        }),
      englishOf(INVALID_DATE),
    ],
    [
      'an area block at 12:60',
      () =>
        areaInputSchema.safeParse({
          name: 'P',
          displayName: 'P',
          areaBlocks: [{ date: '2026-04-01', startTime: '12:60', endTime: '13:00' }],
        }),
      englishOf(INVALID_TIME),
    ],
    [
      'a table disabled on 2026-02-30',
      () => tableInputSchema.safeParse({ areaId: uuid, name: 'T1', maxPax: 4, disableDate: '2026-02-30' }),
      englishOf(INVALID_DATE),
    ],
    ['a table named with a RLO', () => tableInputSchema.safeParse({ areaId: uuid, name: 'T\u202E1', maxPax: 4 }), englishOf(UNSAFE_TEXT)],
    [
      'a policy with a NUL',
      () =>
        reservationSettingsSchema.safeParse({
          minPartySize: 1,
          maxPartySize: 10,
          maxPaxPerReservation: 10,
          reservationLeadTime: 0,
          reservationGracePeriod: 0,
          reservationIntervalTime: 900,
          reservationDiningInterval: 5400,
          reservationPolicy: 'a\u0000',
          reservationCancellationPolicy: null,
          optionAutoReservationStatus: 1,
        }),
      englishOf(UNSAFE_TEXT),
    ],
    [
      'a sign-in code with a NUL',
      () => pinLoginInputSchema.safeParse({ code: 'JG\u0000', sha512Pin: 'a'.repeat(128) }),
      englishOf(UNSAFE_TEXT),
    ],
    [
      'a reset token with a NUL',
      () => resetPasswordInputSchema.safeParse({ token: `${'a'.repeat(30)}\u0000`, sha512Pw: 'a'.repeat(128) }),
      expect.any(String) as unknown as string,
    ],
  ])('%s', (_, parse, message) => {
    const result = parse();
    if (message === null) expect(messages(result)).toEqual([]);
    else expect(messages(result)[0]).toEqual(message);
  });
});

describe('query strings', () => {
  it.each<[Record<string, string>, string[]]>([
    [{}, []],
    [{ date: '2026-04-01' }, []],
    [{ date: '2026-02-30' }, ['invalid "date"']],
    [{ from: '2026-04-01', to: '2026-04-30' }, []],
    [{ from: '2026-04-01', to: '2026-13-01' }, ['invalid "to"']],
    [{ from: '2026-02-30', to: '2026-04-30' }, ['invalid "from"']],
    [{ from: '2026-04-01' }, ['from and to go together']],
    [{ q: 'Tan' }, []],
    [{ q: '陳' }, []],
    [{ q: 'Tan\u0000' }, [englishOf(UNSAFE_TEXT)]],
  ])('reservations %j', (query, expected) => {
    expect(messages(reservationListQuerySchema.safeParse(query))).toEqual(expected);
  });

  it.each<[Record<string, string>, string[]]>([
    [{ date: '2026-04-01', pax: '2' }, []],
    [{ date: '2026-02-30', pax: '2' }, [englishOf(INVALID_DATE)]],
    [{ date: '1900-01-01', pax: '2' }, [englishOf(INVALID_DATE)]],
  ])('availability %j', (query, expected) => {
    expect(messages(availabilityQuerySchema.safeParse(query))).toEqual(expected);
  });

  it.each<[Record<string, string>, boolean]>([
    [{ pax: '2' }, true],
    [{ pax: '2', date: '2026-04-01', time: '19:00' }, true],
    [{ pax: '2', date: '2026-04-01', time: '19:00:00' }, true],
    [{ pax: '2', date: '2026-02-30', time: '19:00:00' }, false],
    [{ pax: '2', date: '2026-04-01', time: '99:99:99' }, false],
    [{ pax: '2', date: '2026-04-01' }, false],
    [{ pax: 'NaN' }, false],
    [{ pax: '1e400' }, false],
    [{ pax: '-1' }, false],
  ])('table suggestions %j', (query, ok) => {
    expect(suggestionQuerySchema.safeParse(query).success).toBe(ok);
  });
});
