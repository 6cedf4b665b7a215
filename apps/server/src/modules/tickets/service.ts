import { DomainError, fieldIssue } from '@host/domain/errors';
import type { CountryCode } from '@host/domain/locales';
import { isCardGuaranteeOffered } from '@host/domain/payments/money-rules';
import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import {
  canDeleteTicket,
  lockedTicketFields,
  ticketFieldIssues,
  type Ticket,
  type TicketInput,
  type TicketPatch,
  type TicketUsage,
} from '@host/domain/tickets';
import type { Executor } from '../../db/client';
import { assertBrandAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishToBrand } from '../../lib/live-updates';
import { lockBrandTickets } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { assertVersion, type VersionedEdit } from '../../lib/write-params';
import * as repo from './repository';
import * as sellingReads from './selling-reads';

/*
 * A brand's tickets (docs/rules.md section 3, issue 13). What a manager may not do, and why:
 * - delete a ticket a service timing sells or an upcoming booking was made with: it is retired
 *   instead (isActive false), so no new service or booking names it (schedules and reservations
 *   already refuse a retired one) while those already made keep theirs;
 * - change what upcoming bookings were promised (payment type, price, per pax or per booking):
 *   docs/rules.md section 8's 'update only in old tickets', read as "such a change goes on a new ticket,
 *   and the old one is retired", so a guest who paid a S$ 25.00 deposit is never asked for S$ 30.00;
 * - sell a card guarantee in Taiwan (docs/rules.md section 9).
 */

export const toTicketView = (row: repo.TicketRow): Ticket => ({
  id: row.id,
  brandId: row.brandId,
  name: row.name,
  description: row.description,
  color: row.color,
  image: row.image,
  typePayment: row.typePayment,
  price: row.price,
  typePrice: row.typePrice,
  usualPrice: row.usualPrice,
  order: row.order,
  collectDeposit: row.collectDeposit,
  maxNumber: row.maxNumber,
  refundWindow: row.refundWindow,
  refundWindowUnit: row.refundWindowUnit,
  editWindow: row.editWindow,
  isActive: row.isActive,
  isEnableSelfEdit: row.isEnableSelfEdit,
  version: row.version,
});

/** The active tickets of a brand, in their order: what a service timing or a booking may name. */
export async function activeTickets(db: Executor, brandId: string) {
  return repo.activeTickets(db, brandId);
}

/** A ticket by id, retired or not, with no access check: payments reads the refund terms a cancelled booking was sold on. */
export const ticketById = repo.ticketById;

/** A ticket's payment type by id, with no access check: payments records what kind of payment a marked-paid booking made. */
export const ticketTypePayment = repo.ticketTypePayment;

/** The brand's active tickets for a service to sell, each with how many services sell it already. */
export async function ticketChoices(ctx: AppContext, brandId: string) {
  const [rows, selling] = await Promise.all([repo.activeTickets(ctx.db, brandId), sellingReads.servicesSellingByTicket(ctx.db, brandId)]);
  return rows.map((row) => ({ ...row, servicesSelling: selling.get(row.id) ?? 0 }));
}

/** The brand's tickets for the settings: retired ones too, every field. The brand's access is checked on the path. */
export async function listTickets(ctx: AppContext, brandId: string) {
  const [rows, selling] = await Promise.all([repo.ticketsOf(ctx.db, brandId), sellingReads.servicesSellingByTicket(ctx.db, brandId)]);
  return rows.map((row) => ({ ...toTicketView(row), servicesSelling: selling.get(row.id) ?? 0 }));
}

/** A ticket the session may act on, else 404: another brand's ticket looks like a missing one. */
async function visible(db: Executor, auth: AuthContext, row: repo.TicketRow | undefined): Promise<repo.TicketRow> {
  if (row) {
    try {
      await assertBrandAccess(db, auth, row.brandId);
      return row;
    } catch {
      // falls through to the same answer as a missing ticket
    }
  }
  throw new DomainError('NOT_FOUND', 'ticketNotFound');
}

export async function getTicket(ctx: AppContext, auth: AuthContext, id: string) {
  return toTicketView(await visible(ctx.db, auth, await repo.ticketById(ctx.db, id)));
}

/** docs/rules.md section 9: no card guarantee for a brand in Taiwan. */
async function assertPaymentOffered(db: Executor, brandId: string, typePayment: number) {
  if (typePayment !== TICKET_TYPE_PAYMENT.CARD_GUARANTEE) return;
  const country = await sellingReads.countryOfBrand(db, brandId);
  if (!country || !isCardGuaranteeOffered(country as CountryCode)) throw new DomainError('BUSINESS_RULE', 'cardGuaranteeNotOffered');
}

export async function createTicket(ctx: AppContext, brandId: string, input: TicketInput) {
  return toTicketView(await inTransaction(ctx, (tx) => insertTicketIn(tx, brandId, input)));
}

/** A new ticket of the brand, last in its order, in the caller's transaction (a festive evening's set menu is made with it). */
export async function insertTicketIn(tx: Executor, brandId: string, input: TicketInput) {
  await lockBrandTickets(tx, brandId);
  await assertPaymentOffered(tx, brandId, input.typePayment);
  return repo.insertTicket(tx, { ...input, brandId, order: await repo.nextOrder(tx, brandId) });
}

/** What uses a ticket now: the services selling it and its active bookings still to come. */
async function usageOf(ctx: AppContext, tx: Executor, id: string): Promise<TicketUsage> {
  return {
    serviceTimings: await sellingReads.servicesSelling(tx, id),
    futureBookings: await sellingReads.futureBookingsWith(tx, id, ctx.clock.now()),
  };
}

/** The ticket under its brand's lock and its own, if the session may act on it. */
async function lockedTicket(tx: Executor, auth: AuthContext, id: string) {
  const row = await visible(tx, auth, await repo.ticketById(tx, id));
  await lockBrandTickets(tx, row.brandId);
  return (await repo.lockTicket(tx, id)) ?? visible(tx, auth, undefined);
}

export async function updateTicket(ctx: AppContext, auth: AuthContext, id: string, { version, input: patch }: VersionedEdit<TicketPatch>) {
  const row = await inTransaction(ctx, async (tx) => {
    const current = await lockedTicket(tx, auth, id);
    assertVersion(current, version, toTicketView(current));
    const next = { ...current, ...definedOf(patch) };
    // The rules between fields, on the ticket as it will be (a PATCH names only some of them).
    const issues = ticketFieldIssues(next);
    if (issues.length)
      throw new DomainError('BUSINESS_RULE', 'dataNotValid', { details: issues.map((i) => fieldIssue(`body.${i.path}`, i.message)) });
    if (next.typePayment !== current.typePayment) await assertPaymentOffered(tx, current.brandId, next.typePayment);
    const locked = lockedTicketFields(current, next, await sellingReads.futureBookingsWith(tx, id, ctx.clock.now()));
    if (locked.length) throw new DomainError('BUSINESS_RULE', 'updateOnlyOldTickets', { details: { fields: locked } });
    return repo.updateTicket(tx, id, { ...definedOf(patch), version: current.version + 1, updatedAt: ctx.clock.now() });
  });
  // A ticket retired, or its limit changed, changes the times the brand's outlets offer (and the tickets a booking lists).
  await publishToBrand(ctx, row.brandId, 'schedule.changed');
  return toTicketView(row);
}

/**
 * A new order for the brand's tickets: those named first, in the order given, then the others as
 * they were. Ordering is where a ticket sits in the list, not what it is: it leaves versions alone,
 * so a manager editing a ticket while another drags the list is not told of a conflict.
 */
export async function reorderTickets(ctx: AppContext, brandId: string, ids: string[]) {
  return inTransaction(ctx, async (tx) => {
    await lockBrandTickets(tx, brandId);
    const all = await repo.ticketsOf(tx, brandId);
    const known = new Set(all.map((t) => t.id));
    const foreign = ids.filter((id) => !known.has(id));
    if (foreign.length) throw new DomainError('BUSINESS_RULE', 'dataNotValid', { details: [fieldIssue('body.ids', 'ticketNotOfBrand')] });
    const named = new Set(ids);
    const order = [...ids, ...all.filter((t) => !named.has(t.id)).map((t) => t.id)];
    for (const [i, id] of order.entries()) {
      if (all.find((t) => t.id === id)!.order !== i + 1) await repo.setOrder(tx, id, i + 1);
    }
    return (await repo.ticketsOf(tx, brandId)).map(toTicketView);
  });
}

/** Deletes a ticket nothing uses; one in use is refused with what uses it (retire it instead). */
export async function deleteTicket(ctx: AppContext, auth: AuthContext, id: string, version: number) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockedTicket(tx, auth, id);
    assertVersion(current, version, toTicketView(current));
    const usage = await usageOf(ctx, tx, id);
    if (!canDeleteTicket(usage)) {
      throw new DomainError('BUSINESS_RULE', 'ticketInUse', {
        params: { services: usage.serviceTimings.length, bookings: usage.futureBookings },
        details: { usage },
      });
    }
    await repo.deleteTicket(tx, id);
  });
}

/** A PATCH's fields that are there (zod leaves an absent optional field out; undefined never overwrites). */
function definedOf<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
