import { describe, expect, it } from 'vitest';
import { FESTIVE_DEFAULTS, FESTIVE_TEMPLATES, festiveDateIn, festiveEveningInputSchema, festiveServiceTiming } from './festive';
import { timingsOn } from './service-slots';
import { slotSecondsOf } from './service-slots';

const OUTLET = '0b6f3c2e-8a1d-4c5e-9f00-0000000000a1';
const TICKET = '0b6f3c2e-8a1d-4c5e-9f00-0000000000b1';
const evening = (over: Record<string, unknown> = {}) =>
  festiveEveningInputSchema.parse({
    template: 'CNY_EVE',
    name: 'Reunion dinner',
    outletIds: [OUTLET],
    dates: ['2027-02-05'],
    sittings: ['20:00', '17:30'],
    sittingMinutes: 150,
    ticket: { kind: 'setMenu', name: 'Reunion set menu', price: 8800 },
    policy: 'A set menu of eight courses, paid when booking.',
    ...over,
  });

describe('festive templates (issue 32, point 4)', () => {
  it.each<[string, number, string | null]>([
    ['VALENTINES', 2027, '2027-02-14'],
    ['CHRISTMAS_EVE', 2026, '2026-12-24'],
    ['NEW_YEARS_EVE', 2026, '2026-12-31'],
    // The second Sunday of May.
    ['MOTHERS_DAY', 2026, '2026-05-10'],
    ['MOTHERS_DAY', 2027, '2027-05-09'],
    ['MOTHERS_DAY', 2028, '2028-05-14'],
    // From the lunar calendar: the server's holidays say.
    ['CNY_EVE', 2027, null],
  ])('%s in %i is %s', (template, year, date) => {
    expect(festiveDateIn(template as (typeof FESTIVE_TEMPLATES)[number], year)).toBe(date);
  });

  it.each([...FESTIVE_TEMPLATES])('%s as it comes makes a valid special day', (template) => {
    const { sittings, sittingMinutes } = FESTIVE_DEFAULTS[template];
    expect(() => festiveServiceTiming(evening({ template, sittings, sittingMinutes }), null)).not.toThrow();
  });

  it('makes a special day whose only times are the sittings, selling the ticket, with the policy', () => {
    const timing = festiveServiceTiming(evening(), TICKET);
    expect(timing).toMatchObject({
      name: 'Reunion dinner',
      isRecurring: false,
      specificDates: ['2027-02-05'],
      dailyStartTime: '17:30:00',
      dailyEndTime: '22:30:00',
      endsNextDay: false,
      diningInterval: 9000,
      timeSlots: ['17:30:00', '20:00:00'],
      ticketId: TICKET,
      customPolicies: [{ title: 'Reunion dinner', description: 'A set menu of eight courses, paid when booking.' }],
    });
    expect(slotSecondsOf(timing).map((s) => s / 60)).toEqual([17 * 60 + 30, 20 * 60]);
  });

  it("replaces the week's services on its dates and no other", () => {
    const weekly = { isRecurring: true, isClosed: false, days: [5], specificDates: [], recurringStartDate: null, recurringEndDate: null };
    const special = { ...festiveServiceTiming(evening(), null), id: 'festive' };
    const timings = [{ ...weekly, id: 'dinner' }, special];
    expect(timingsOn('2027-02-05', timings).map((t) => t.id)).toEqual(['festive']);
    expect(timingsOn('2027-02-12', timings).map((t) => t.id)).toEqual(['dinner']);
  });

  it('takes each date once, in order, for an evening on several', () => {
    const parsed = festiveEveningInputSchema.parse({ ...evening(), dates: ['2028-01-25', '2027-02-05', '2028-01-25'] });
    expect(parsed.dates).toEqual(['2027-02-05', '2028-01-25']);
    expect(festiveServiceTiming(parsed, null).specificDates).toEqual(['2027-02-05', '2028-01-25']);
  });

  it("runs past midnight when New Year's Eve's last sitting does", () => {
    const timing = festiveServiceTiming(evening({ template: 'NEW_YEARS_EVE', sittings: ['18:00', '22:30'], sittingMinutes: 150 }), null);
    expect(timing).toMatchObject({ dailyStartTime: '18:00:00', dailyEndTime: '01:00:00', endsNextDay: true });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no outlet', { outletIds: [] }, 'outletIds', 'chooseOutlet'],
    ['no date', { dates: [] }, 'dates', 'chooseDay'],
    ['a second date left empty', { dates: ['2027-02-05', ''] }, 'dates.1', 'invalidDate'],
    [
      'six dates',
      { dates: ['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06'] },
      'dates',
      'tooManyChosen',
    ],
    ['no sitting', { sittings: [] }, 'sittings', 'chooseSitting'],
    ['a sitting of 30 minutes', { sittingMinutes: 30 }, 'sittingMinutes', 'sittingMinutesRange'],
    ['a last table held past 02:00', { sittings: ['18:00', '23:45'] }, 'sittings', 'sittingsEndTooLate'],
    ['a day that runs into its own first sitting', { sittings: ['00:00', '22:30'] }, 'sittings', 'sittingsEndTooLate'],
    ['a set menu for nothing', { ticket: { kind: 'setMenu', name: 'Menu', price: 0 } }, 'ticket.price', 'ticketPricePositive'],
    ['a deposit for nothing', { ticket: { kind: 'deposit', name: 'Deposit', price: 0 } }, 'ticket.price', 'ticketPricePositive'],
    ['a deposit without a name', { ticket: { kind: 'deposit', name: '', price: 3000 } }, 'ticket.name', 'enterName'],
    ['an unknown template', { template: 'HALLOWEEN' }, 'template', 'chooseOption'],
  ])('refuses %s at its field', (_, over, field, message) => {
    const parsed = festiveEveningInputSchema.safeParse({
      template: 'CNY_EVE',
      name: 'Reunion dinner',
      outletIds: [OUTLET],
      dates: ['2027-02-05'],
      sittings: ['17:30', '20:00'],
      sittingMinutes: 150,
      ticket: { kind: 'none' },
      ...over,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });
});
