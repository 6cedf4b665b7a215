import { z } from 'zod';
import { flag, pickedId, pickedList, safeMultilineText, safeText, wholeNumber } from './input';
import type { CountryCode } from './locales';
import type { MessageKey } from './messages';
import { REFUND_WINDOW_UNITS, isCardGuaranteeOffered } from './payments/money-rules';
import { TICKET_TYPE_PAYMENT, TICKET_TYPE_PRICE } from './statuses';

/** A ticket as a booking and a service's list of tickets name it: which one, its colour, how it is paid and its price. */
export const ticketSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  typePayment: z.number().int(),
  typePrice: z.number().int(),
  price: z.number().int(),
});

/** A ticket's refund window as a read answers it: the ticket's own, or the one a guest was asked under (null: none). */
export const refundWindowShape = {
  refundWindow: z.number().int().nullable(),
  refundWindowUnit: z.string().nullable(),
};

/** A brand's active ticket a service timing can sell (GET /api/v1/brands/{brandId}/tickets). */
export const ticketChoiceSchema = ticketSummarySchema.extend({
  /** how many services sell it: none, and diners are never offered it online (issue 28) */
  servicesSelling: z.number().int(),
});
export type TicketChoice = z.infer<typeof ticketChoiceSchema>;

/**
 * The fixed palette a ticket is coloured from (docs/rules.md section 3: "a fixed palette of hex colours"),
 * in the floor palette's style: strong enough for a dot beside a name on the light and the dark
 * theme. The first is a new ticket's; the seed's tasting-menu amber is one of them.
 */
export const TICKET_COLOURS = [
  '#2065D1',
  '#00A76F',
  '#8E33FF',
  '#B76E00',
  '#FF5630',
  '#00B8D9',
  '#637381',
  '#7A4100',
  '#D81B60',
  '#1B5E20',
] as const;

export const TICKET_TYPE_PAYMENTS = [
  TICKET_TYPE_PAYMENT.NO_PAYMENT,
  TICKET_TYPE_PAYMENT.DEPOSIT,
  TICKET_TYPE_PAYMENT.PREPAID,
  TICKET_TYPE_PAYMENT.CARD_GUARANTEE,
] as const;
export const TICKET_TYPE_PRICES = [TICKET_TYPE_PRICE.PER_PAX, TICKET_TYPE_PRICE.PER_BOOKING] as const;

/** The largest amount a ticket names: 10,000,000.00 in minor units (far above any deposit, far below 2^31). */
export const MAX_TICKET_AMOUNT = 1_000_000_000;

/** The payment types a brand in this country may sell: card guarantee is not offered in Taiwan (docs/rules.md section 9). */
export function paymentTypesFor(country: CountryCode): number[] {
  return TICKET_TYPE_PAYMENTS.filter((t) => t !== TICKET_TYPE_PAYMENT.CARD_GUARANTEE || isCardGuaranteeOffered(country));
}

const MONEY = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * An amount as a host types it in the currency ("25", "25.5", "1,234.50") to whole minor units,
 * read from the digits (never through a float, so "0.29" is 29 and "1234567.89" is 123456789);
 * null for anything else ("25.555", "-5", "2e3", "S$ 5").
 */
export function parseMoneyText(text: string): number | null {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.replaceAll(',', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor <= MAX_TICKET_AMOUNT ? minor : null;
}

/** Minor units back to what the field shows: 2500 is "25.00" (no currency, no separators: it is typed again). */
export function moneyTextOf(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

const amount = wholeNumber(0, MAX_TICKET_AMOUNT, 'moneyNotValid');
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * A ticket's fields as a manager sets them (docs/rules.md section 3). `order` is not among them: a new
 * ticket goes last and the list is reordered by drag (POST .../tickets/order). The image is an https
 * address for now; uploads arrive with the booking-page settings.
 */
const ticketFieldsBase = z.object({
  name: safeText(60, 'nameTooLong').min(1, 'enterName'),
  description: safeMultilineText(1000).nullable(),
  color: z.enum(TICKET_COLOURS, { message: 'colourNotValid' }),
  image: safeText(2000).regex(HTTPS_URL, { message: 'imageUrlNotValid' }).nullable(),
  typePayment: z.literal(TICKET_TYPE_PAYMENTS, { message: 'chooseOption' }),
  /** minor units of the brand's currency */
  price: amount,
  typePrice: z.literal(TICKET_TYPE_PRICES, { message: 'chooseOption' }),
  /** the price struck through beside it ("usually S$ 30.00"), minor units */
  usualPrice: amount.nullable(),
  collectDeposit: flag(),
  /** the most of this ticket sold a day at each outlet, covers or bookings by its typePrice (docs/decisions/033-ticket-limit.md) */
  maxNumber: wholeNumber(1, 10_000, 'countRange').nullable(),
  refundWindow: wholeNumber(0, 1000, 'refundWindowRange').nullable(),
  refundWindowUnit: z.enum(REFUND_WINDOW_UNITS, { message: 'chooseOption' }).nullable(),
  /** hours before the booking a guest may still change it themself */
  editWindow: wholeNumber(0, 8760, 'editWindowRange').nullable(),
  isActive: flag(),
  isEnableSelfEdit: flag(),
});

/** A new ticket's fields left out: no description, image, usual price, limit or windows; active; no self-edit. */
export const ticketFieldsSchema = ticketFieldsBase.extend({
  description: ticketFieldsBase.shape.description.default(null),
  image: ticketFieldsBase.shape.image.default(null),
  usualPrice: ticketFieldsBase.shape.usualPrice.default(null),
  collectDeposit: ticketFieldsBase.shape.collectDeposit.default(false),
  maxNumber: ticketFieldsBase.shape.maxNumber.default(null),
  refundWindow: ticketFieldsBase.shape.refundWindow.default(null),
  refundWindowUnit: ticketFieldsBase.shape.refundWindowUnit.default(null),
  editWindow: ticketFieldsBase.shape.editWindow.default(null),
  isActive: ticketFieldsBase.shape.isActive.default(true),
  isEnableSelfEdit: ticketFieldsBase.shape.isEnableSelfEdit.default(false),
});
export type TicketFields = z.output<typeof ticketFieldsSchema>;

interface TicketRuleFields {
  typePayment: number;
  price: number;
  usualPrice: number | null;
  refundWindow: number | null;
  refundWindowUnit: string | null;
}

export type TicketFieldIssue = {
  path: keyof TicketFields;
  message: Extract<MessageKey, 'freeTicketPrice' | 'ticketPricePositive' | 'usualPriceBelowPrice' | 'chooseOption'>;
};

/** The rules between a ticket's fields, each with the field it is shown beside. */
export function ticketFieldIssues(t: TicketRuleFields): TicketFieldIssue[] {
  const issues: TicketFieldIssue[] = [];
  if (t.typePayment === TICKET_TYPE_PAYMENT.NO_PAYMENT && t.price > 0) issues.push({ path: 'price', message: 'freeTicketPrice' });
  if (t.typePayment !== TICKET_TYPE_PAYMENT.NO_PAYMENT && t.price === 0) issues.push({ path: 'price', message: 'ticketPricePositive' });
  if (t.usualPrice !== null && t.usualPrice < t.price) issues.push({ path: 'usualPrice', message: 'usualPriceBelowPrice' });
  if (t.refundWindow !== null && !t.refundWindowUnit) issues.push({ path: 'refundWindowUnit', message: 'chooseOption' });
  return issues;
}

const withRules = <T extends z.ZodType<TicketRuleFields>>(schema: T) =>
  schema.superRefine((t, ctx) => {
    for (const issue of ticketFieldIssues(t)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** POST /api/v1/brands/{brandId}/tickets. */
export const ticketInputSchema = withRules(ticketFieldsSchema);
export type TicketInput = z.output<typeof ticketInputSchema>;

/** PATCH /api/v1/tickets/{id}: the fields that change; the rules are checked on the ticket as it will be. */
export const ticketPatchSchema = ticketFieldsBase.partial();
export type TicketPatch = z.output<typeof ticketPatchSchema>;

/** A text field left empty is no value (null), as the server keeps it. */
const emptyAsNull = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? null : v))
    .pipe(schema.nullable());

export const ticketFormSchema = withRules(
  ticketFieldsSchema.extend({
    description: emptyAsNull(ticketFieldsBase.shape.description.unwrap()),
    image: emptyAsNull(ticketFieldsBase.shape.image.unwrap()),
    price: z
      .string()
      .refine((v) => parseMoneyText(v) !== null, { message: 'moneyNotValid' })
      .transform((v) => parseMoneyText(v)!),
    usualPrice: z
      .string()
      .refine((v) => v.trim() === '' || parseMoneyText(v) !== null, { message: 'moneyNotValid' })
      .transform((v) => (v.trim() === '' ? null : parseMoneyText(v)!)),
  }),
);
export type TicketFormInput = z.input<typeof ticketFormSchema>;

/** POST /api/v1/brands/{brandId}/tickets/order: the tickets in their new order (those left out follow, as they were). */
export const ticketOrderInputSchema = z.object({
  ids: pickedList(pickedId(), 500)
    .min(1, { message: 'chooseOption' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'chooseOption' }),
});
export type TicketOrderInput = z.output<typeof ticketOrderInputSchema>;

/** A ticket as the settings read it, with every field and its version (GET .../tickets?all=true, GET /tickets/{id}). */
export const ticketSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  image: z.string().nullable(),
  typePayment: z.number().int(),
  price: z.number().int(),
  typePrice: z.number().int(),
  usualPrice: z.number().int().nullable(),
  order: z.number().int(),
  collectDeposit: z.boolean(),
  maxNumber: z.number().int().nullable(),
  ...refundWindowShape,
  editWindow: z.number().int().nullable(),
  isActive: z.boolean(),
  isEnableSelfEdit: z.boolean(),
  version: z.number().int(),
});
export type Ticket = z.infer<typeof ticketSchema>;
/** The tickets page's row: how many services sell the ticket (none: it is not offered online, issue 28). */
export const ticketListItemSchema = ticketSchema.extend({ servicesSelling: z.number().int() });
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

/** What uses a ticket: the service timings that sell it and the upcoming bookings (active, still ahead) made with it. */
export interface TicketUsage {
  serviceTimings: ReadonlyArray<{ id: string; name: string; outletName: string }>;
  futureBookings: number;
}

/**
 * docs/rules.md section 3 and issue 13: a ticket a service sells or an upcoming booking was made with
 * cannot be deleted (the booking would lose what the guest was promised, the service what it sells);
 * it is retired instead (isActive false), which stops new services and bookings naming it.
 */
export function canDeleteTicket(usage: TicketUsage): boolean {
  return usage.serviceTimings.length === 0 && usage.futureBookings === 0;
}

/** What a guest was promised: the fields an upcoming booking holds the ticket to. */
export const PROMISED_FIELDS = ['typePayment', 'price', 'typePrice'] as const;
export type PromisedField = (typeof PROMISED_FIELDS)[number];

/**
 * docs/rules.md section 8's 'update only in old tickets', read as: a ticket sold to upcoming bookings keeps
 * what those guests were promised (its payment type, price and per-pax or per-booking price); a change
 * to them is made on a new ticket, and the old one retired. Its name, words, colour, windows and the
 * rest may change. Answers the promised fields this change would alter (none: the change may go on).
 */
export function lockedTicketFields(
  current: Record<PromisedField, number>,
  next: Record<PromisedField, number>,
  futureBookings: number,
): PromisedField[] {
  if (futureBookings === 0) return [];
  return PROMISED_FIELDS.filter((f) => current[f] !== next[f]);
}
