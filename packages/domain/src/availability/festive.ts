import { z } from 'zod';
import { localDateSchema, localTimeNormalisedSchema, pickedId, pickedList, safeMultilineText, safeText, wholeNumber } from '../input';
import type { MessageKey } from '../messages';
import { serviceTimingInputSchema, type ServiceTimingInput } from './schedules';

/**
 * Festive evenings in one step (issue 32, point 4): a template a merchant starts from for the evenings that make a
 * restaurant's year. Applied to chosen outlets and dates it makes, at each outlet, a special day of fixed sittings (which
 * replaces the week's services that day, as every special day does: service-slots.ts), selling one ticket (a prepaid set
 * menu or a deposit), with the evening's policy. Everything is editable before it is applied.
 */
export const FESTIVE_TEMPLATES = ['CNY_EVE', 'VALENTINES', 'MOTHERS_DAY', 'CHRISTMAS_EVE', 'NEW_YEARS_EVE'] as const;
export type FestiveTemplate = (typeof FESTIVE_TEMPLATES)[number];

export interface FestiveDefaults {
  /** fixed sittings, HH:mm */
  sittings: string[];
  /** how long a table is held for each sitting */
  sittingMinutes: number;
}

export const FESTIVE_DEFAULTS: Record<FestiveTemplate, FestiveDefaults> = {
  // The reunion dinner: two seatings, the second long enough for the last toast before midnight.
  CNY_EVE: { sittings: ['17:30', '20:00'], sittingMinutes: 150 },
  VALENTINES: { sittings: ['18:00', '20:30'], sittingMinutes: 135 },
  // Mother's Day is a lunch as much as a dinner.
  MOTHERS_DAY: { sittings: ['11:30', '13:45', '18:00', '20:15'], sittingMinutes: 120 },
  CHRISTMAS_EVE: { sittings: ['18:00', '20:30'], sittingMinutes: 135 },
  NEW_YEARS_EVE: { sittings: ['18:00', '21:00'], sittingMinutes: 165 },
};

/**
 * The template's date in a year, where a rule of the calendar gives it; Chinese New Year's Eve comes from the holidays
 * (the eve of the lunar new year's first day: the server's holiday calendar), so null here.
 */
export function festiveDateIn(template: FestiveTemplate, year: number): string | null {
  switch (template) {
    case 'VALENTINES':
      return `${year}-02-14`;
    case 'CHRISTMAS_EVE':
      return `${year}-12-24`;
    case 'NEW_YEARS_EVE':
      return `${year}-12-31`;
    case 'MOTHERS_DAY': {
      // The second Sunday of May (Singapore, Malaysia, Hong Kong and Taiwan alike).
      const firstOfMay = new Date(Date.UTC(year, 4, 1)).getUTCDay();
      const firstSunday = 1 + ((7 - firstOfMay) % 7);
      return `${year}-05-${String(firstSunday + 7).padStart(2, '0')}`;
    }
    case 'CNY_EVE':
      return null;
  }
}

/** A new ticket the evening makes: its name, and its price per guest in minor units (S$ 88.00 is 8800). */
const newTicketFields = {
  name: safeText(60, 'nameTooLong').min(1, { message: 'enterName' satisfies MessageKey }),
  price: wholeNumber(1, 10_000_000, 'ticketPricePositive'),
};

/**
 * What the evening sells: nothing, one of the brand's tickets on sale, a new prepaid set menu (paid in full when booking),
 * or a new deposit (paid when booking, the rest at the table); both new ones are priced per guest.
 */
export const festiveTicketSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('existing'), ticketId: pickedId() }),
    z.object({ kind: z.literal('setMenu'), ...newTicketFields }),
    z.object({ kind: z.literal('deposit'), ...newTicketFields }),
  ],
  { message: 'chooseOption' satisfies MessageKey },
);
export type FestiveTicket = z.output<typeof festiveTicketSchema>;

const sitting = localTimeNormalisedSchema;
/** The dates one evening is set up for at once (this year's and next, a second night). */
export const FESTIVE_MAX_DATES = 5;
/** 02:00 the next day, in minutes from the evening's midnight. */
const LATEST_END_MINUTES = 26 * 60;

/** POST /api/v1/brands/{brandId}/festive-evenings (and its preview): the template as the merchant left it. */
export const festiveEveningInputSchema = z
  .object({
    template: z.enum(FESTIVE_TEMPLATES, { message: 'chooseOption' satisfies MessageKey }),
    /** the special day's name, as hosts and the schedule read it ("Reunion dinner") */
    name: safeText(60, 'nameTooLong').min(1, { message: 'enterName' satisfies MessageKey }),
    outletIds: pickedList(pickedId(), 20).refine((ids) => ids.length > 0, { message: 'chooseOutlet' satisfies MessageKey }),
    dates: pickedList(localDateSchema, FESTIVE_MAX_DATES)
      .transform((dates) => [...new Set(dates)].sort())
      .refine((dates) => dates.length > 0, { message: 'chooseDay' satisfies MessageKey }),
    sittings: pickedList(sitting, 6)
      .transform((times) => [...new Set(times)].sort())
      .refine((times) => times.length > 0, { message: 'chooseSitting' satisfies MessageKey }),
    sittingMinutes: wholeNumber(60, 300, 'sittingMinutesRange'),
    ticket: festiveTicketSchema,
    /** the evening's policy, shown to diners on the booking page with the sittings (the set menu, the deposit's terms) */
    policy: safeMultilineText(1000).nullable().default(null),
    /**
     * The bookings the merchant saw stranded in the preview: setting it up confirms these, and a booking stranded since is
     * still asked about (409 AFFECTED_RESERVATIONS) unless `?confirm=true`. Ignored by the preview.
     */
    previewedReservationIds: pickedList(pickedId(), 2000).default([]),
  })
  // A supper past midnight is fine; a table still held at 02:00 is the next day's business.
  .refine((evening) => lastSittingEnds(evening) <= LATEST_END_MINUTES && endsBeforeFirstSittingNextDay(evening), {
    message: 'sittingsEndTooLate' satisfies MessageKey,
    path: ['sittings'],
  });
export type FestiveEveningInput = z.input<typeof festiveEveningInputSchema>;
export type FestiveEvening = z.output<typeof festiveEveningInputSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes from the day's midnight at which the last sitting's table is free again. */
const lastSittingEnds = (evening: { sittings: string[]; sittingMinutes: number }) =>
  minutesOf(evening.sittings.at(-1) ?? '00:00') + evening.sittingMinutes;

/** A day's hours past midnight end before the next day's first sitting (a 00:00 sitting and a 22:30 one do not make one evening). */
const endsBeforeFirstSittingNextDay = (evening: { sittings: string[]; sittingMinutes: number }) =>
  lastSittingEnds(evening) - 24 * 60 < minutesOf(evening.sittings[0] ?? '00:00');

const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * The special day an evening makes at one outlet: its sittings the only times, open from the first sitting to the last
 * one's end (past midnight when it runs there), each table held for a sitting, the ticket sold and the policy shown.
 */
export function festiveServiceTiming(evening: FestiveEvening, ticketId: string | null): ServiceTimingInput {
  const start = minutesOf(evening.sittings[0]!);
  const end = lastSittingEnds(evening);
  return serviceTimingInputSchema.parse({
    name: evening.name,
    ticketId,
    isRecurring: false,
    specificDates: evening.dates,
    dailyStartTime: clock(start),
    dailyEndTime: clock(end),
    endsNextDay: end >= 24 * 60,
    diningInterval: evening.sittingMinutes * 60,
    intervalTime: 900,
    timeSlots: evening.sittings.map((time) => `${time.slice(0, 5)}:00`),
    customPolicies: evening.policy ? [{ title: evening.name, description: evening.policy }] : [],
  });
}

/** GET /api/v1/outlets/{outletId}/holidays?year=&language=: the country's public holidays, and each template's date that year. */
export const holidaysQuerySchema = z.object({
  year: z.coerce.number().int().min(2020, { message: 'chooseOption' }).max(2100, { message: 'chooseOption' }),
  language: z.enum(['en', 'zh-Hans', 'zh-Hant', 'ms'], { message: 'chooseOption' }).default('en'),
});
export const holidaysViewSchema = z.object({
  country: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  festive: z.array(z.object({ template: z.enum(FESTIVE_TEMPLATES), date: z.string() })),
});
export type HolidaysView = z.infer<typeof holidaysViewSchema>;
