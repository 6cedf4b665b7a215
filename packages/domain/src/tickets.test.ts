import { describe, expect, it } from 'vitest';
import {
  TICKET_COLOURS,
  canDeleteTicket,
  lockedTicketFields,
  moneyTextOf,
  parseMoneyText,
  paymentTypesFor,
  ticketChoiceSchema,
  ticketFormSchema,
  ticketInputSchema,
  ticketOrderInputSchema,
  ticketPatchSchema,
  type TicketUsage,
} from './tickets';
import { reservationSchema } from './reservations/reservation';

const { NO_PAYMENT, DEPOSIT, PREPAID, CARD_GUARANTEE } = { NO_PAYMENT: 1, DEPOSIT: 2, PREPAID: 3, CARD_GUARANTEE: 4 };
const { PER_PAX, PER_BOOKING } = { PER_PAX: 1, PER_BOOKING: 2 };

describe('a ticket choice reads as the server sends it', () => {
  it.each<[string, unknown, boolean]>([
    [
      'a deposit per pax',
      { id: 'k1', name: 'Deposit', color: '#00A76F', typePayment: 2, typePrice: 1, price: 2000, servicesSelling: 1 },
      true,
    ],
    ['a free ticket', { id: 'k2', name: 'Free', color: '#2065D1', typePayment: 1, typePrice: 2, price: 0, servicesSelling: 0 }, true],
    ['a ticket without its price', { id: 'k3', name: 'Odd', color: '#000000', typePayment: 1, typePrice: 2, servicesSelling: 0 }, false],
  ])('%s', (_, value, accepted) => {
    expect(ticketChoiceSchema.safeParse(value).success).toBe(accepted);
  });
});

describe('a booking names its ticket as a ticket choice does, with the refund window it was sold under', () => {
  const summary = ['id', 'name', 'color', 'typePayment', 'typePrice', 'price'];
  it('the choice adds how many services sell it', () => {
    expect(Object.keys(ticketChoiceSchema.shape)).toEqual([...summary, 'servicesSelling']);
  });
  it('the booking adds the refund window, and strips anything else', () => {
    const ticket = reservationSchema.shape.ticket;
    expect(Object.keys(ticket.unwrap().shape)).toEqual([...summary, 'refundWindow', 'refundWindowUnit']);
    const read = { id: 'k1', name: 'Deposit', color: '#00A76F', typePayment: 2, typePrice: 1, price: 2000 };
    expect(ticket.parse({ ...read, refundWindow: 2, refundWindowUnit: 'day', servicesSelling: 3 })).toEqual({
      ...read,
      refundWindow: 2,
      refundWindowUnit: 'day',
    });
    expect(ticket.parse(null)).toBeNull();
  });
});

describe('an amount typed in the currency is read to minor units from its digits, never through a float', () => {
  it.each<[string, number | null]>([
    ['25', 2500],
    ['25.00', 2500],
    ['25.5', 2550],
    ['0.29', 29],
    ['0.07', 7],
    ['1,234.50', 123450],
    ['1234567.89', 123456789],
    [' 20.00 ', 2000],
    ['0', 0],
    ['10000000.00', 1_000_000_000],
    ['10000000.01', null],
    ['25.555', null],
    ['-5', null],
    ['2e3', null],
    ['S$ 5', null],
    ['12,34', null],
    ['.50', null],
    ['', null],
  ])('"%s" is %s', (text, minor) => {
    expect(parseMoneyText(text)).toBe(minor);
  });

  it.each([
    [2500, '25.00'],
    [29, '0.29'],
    [0, '0.00'],
    [123456789, '1234567.89'],
  ])('%i shows as "%s", which reads back the same', (minor, text) => {
    expect(moneyTextOf(minor)).toBe(text);
    expect(parseMoneyText(text)).toBe(minor);
  });
});

const deposit = { name: 'Deposit', color: TICKET_COLOURS[0], typePayment: DEPOSIT, price: 2500, typePrice: PER_PAX };

describe('a ticket as a manager sets it (docs/rules.md section 3)', () => {
  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['a deposit of 25.00 per guest', deposit, []],
    ['a free ticket at 0', { ...deposit, typePayment: NO_PAYMENT, price: 0, typePrice: PER_BOOKING }, []],
    ['a free ticket with a price', { ...deposit, typePayment: NO_PAYMENT, price: 500 }, [['price', 'freeTicketPrice']]],
    ['a deposit at 0', { ...deposit, price: 0 }, [['price', 'ticketPricePositive']]],
    ['a prepaid menu at 0', { ...deposit, typePayment: PREPAID, price: 0 }, [['price', 'ticketPricePositive']]],
    ['a card guarantee at 0', { ...deposit, typePayment: CARD_GUARANTEE, price: 0 }, [['price', 'ticketPricePositive']]],
    ['a price in fractions of a cent', { ...deposit, price: 2500.5 }, [['price', 'enterWholeNumber']]],
    ['a negative price', { ...deposit, price: -100 }, [['price', 'moneyNotValid']]],
    ['a usual price above the price', { ...deposit, usualPrice: 3000 }, []],
    ['a usual price below the price', { ...deposit, usualPrice: 2000 }, [['usualPrice', 'usualPriceBelowPrice']]],
    ['a refund window in hours', { ...deposit, refundWindow: 24, refundWindowUnit: 'hour' }, []],
    ['a refund window without its unit', { ...deposit, refundWindow: 24 }, [['refundWindowUnit', 'chooseOption']]],
    ['a refund window in weeks', { ...deposit, refundWindow: 2, refundWindowUnit: 'week' }, [['refundWindowUnit', 'chooseOption']]],
    ['a colour off the palette', { ...deposit, color: '#123456' }, [['color', 'colourNotValid']]],
    ['payment type 5', { ...deposit, typePayment: 5 }, [['typePayment', 'chooseOption']]],
    ['price type 3', { ...deposit, typePrice: 3 }, [['typePrice', 'chooseOption']]],
    ['no name', { ...deposit, name: '  ' }, [['name', 'enterName']]],
    ['an https image', { ...deposit, image: 'https://cdn.example.com/tasting.jpg' }, []],
    ['an http image', { ...deposit, image: 'http://cdn.example.com/tasting.jpg' }, [['image', 'imageUrlNotValid']]],
    ['a script for an image', { ...deposit, image: 'javascript:alert(1)' }, [['image', 'imageUrlNotValid']]],
    ['an edit window of a year and a day', { ...deposit, editWindow: 8761 }, [['editWindow', 'editWindowRange']]],
  ])('%s', (_, value, issues) => {
    const result = ticketInputSchema.safeParse(value);
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual(issues);
  });

  it('fills what is left out: no description or image, active, no self-edit', () => {
    expect(ticketInputSchema.parse(deposit)).toMatchObject({
      description: null,
      image: null,
      usualPrice: null,
      isActive: true,
      isEnableSelfEdit: false,
      collectDeposit: false,
      maxNumber: null,
    });
  });
});

describe('a PATCH names only what changes', () => {
  it('leaves out what it does not name, rather than defaulting it', () => {
    expect(ticketPatchSchema.parse({ name: 'Deposit' })).toEqual({ name: 'Deposit' });
    expect(ticketPatchSchema.parse({ isActive: false, description: null })).toEqual({ isActive: false, description: null });
  });
});

describe('the add/edit form reads amounts as typed', () => {
  const form = { ...deposit, price: '25.00', usualPrice: '', description: '', image: '' };
  it.each<[string, Record<string, unknown>, number | null, number | null, string[]]>([
    ['S$ 25.00, no usual price', form, 2500, null, []],
    ['0.29 and a usual 0.30', { ...form, price: '0.29', usualPrice: '0.30' }, 29, 30, []],
    ['an amount with three decimals', { ...form, price: '25.005' }, null, null, ['moneyNotValid']],
    ['a usual price below', { ...form, usualPrice: '20' }, null, null, ['usualPriceBelowPrice']],
    ['a picture not on https', { ...form, image: 'ftp://example.com/a.png' }, null, null, ['imageUrlNotValid']],
  ])('%s', (_, value, price, usualPrice, messages) => {
    const result = ticketFormSchema.safeParse(value);
    if (messages.length) expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(messages);
    // Empty texts are no value, as the server keeps them.
    else expect(result.data).toMatchObject({ price, usualPrice, description: null, image: null });
  });
});

describe('payment types by country (docs/rules.md section 9: no card guarantee in Taiwan)', () => {
  it.each([
    ['SG', [1, 2, 3, 4]],
    ['MY', [1, 2, 3, 4]],
    ['HK', [1, 2, 3, 4]],
    ['TW', [1, 2, 3]],
  ] as const)('%s', (country, types) => {
    expect(paymentTypesFor(country)).toEqual(types);
  });
});

describe('a ticket in use cannot be deleted, only retired', () => {
  const dinner = { id: 's1', name: 'Dinner', outletName: 'Orchard' };
  it.each<[string, TicketUsage, boolean]>([
    ['unused', { serviceTimings: [], futureBookings: 0 }, true],
    ['sold by a service', { serviceTimings: [dinner], futureBookings: 0 }, false],
    ['held by an upcoming booking', { serviceTimings: [], futureBookings: 1 }, false],
    ['both', { serviceTimings: [dinner], futureBookings: 3 }, false],
  ])('%s', (_, usage, allowed) => {
    expect(canDeleteTicket(usage)).toBe(allowed);
  });
});

describe("'update only in old tickets': what upcoming bookings were promised stays", () => {
  const sold = { typePayment: DEPOSIT, price: 2500, typePrice: PER_PAX };
  it.each<[string, Partial<typeof sold>, number, string[]]>([
    ['no change, bookings ahead', {}, 3, []],
    ['a new price, bookings ahead', { price: 3000 }, 3, ['price']],
    ['per booking instead of per guest, bookings ahead', { typePrice: PER_BOOKING }, 1, ['typePrice']],
    ['prepaid instead of a deposit, bookings ahead', { typePayment: PREPAID }, 1, ['typePayment']],
    ['everything, bookings ahead', { typePayment: PREPAID, price: 1, typePrice: PER_BOOKING }, 1, ['typePayment', 'price', 'typePrice']],
    ['a new price, no booking ahead', { price: 3000 }, 0, []],
  ])('%s', (_, change, bookings, locked) => {
    expect(lockedTicketFields(sold, { ...sold, ...change }, bookings)).toEqual(locked);
  });
});

describe('a new order names each ticket once', () => {
  const a = '0b7c6f6e-5a3c-4b1e-9d1a-1f2e3d4c5b6a';
  const b = '1b7c6f6e-5a3c-4b1e-9d1a-1f2e3d4c5b6a';
  it.each<[string, unknown, boolean]>([
    ['two tickets', { ids: [a, b] }, true],
    ['a ticket twice', { ids: [a, a] }, false],
    ['none', { ids: [] }, false],
    ['not an id', { ids: ['first'] }, false],
  ])('%s', (_, value, accepted) => {
    expect(ticketOrderInputSchema.safeParse(value).success).toBe(accepted);
  });
});
