import { DomainError } from '@host/domain/errors';
import { and, asc, eq, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholders, prepared, preparedSql } from '../../db/prepared';
import { customers } from '../../db/tables/customers';

/** A guest found by phone or made, and whether this call made them (a new guest has no other bookings). */
export interface FoundGuest {
  /** the guest's id: all a booking keeps of them (each column read back costs the server its parsing) */
  customer: { id: string };
  created: boolean;
}

const NEW_GUEST_COLUMNS = ['brandId', 'phone', 'firstName', 'lastName', 'countryCode', 'language'] as const;

// The lookup and the insert every booking with a phone makes: prepared (db/prepared.ts). The lookup
// says too whether the statement saw such a guest at all (`seen`): one it saw but could not lock had
// gone meanwhile (findOrCreateCustomer).
const lockedByPhone = () => {
  const byPhone = phoneCondition(sql.placeholder('brandId'), sql.placeholder('phone'), sql.placeholder('digits'));
  return sql`select found.id, exists (select 1 from ${customers} where ${byPhone.where}) as seen
    from (select 1) as one left join lateral (
      select ${customers.id} from ${customers} where ${byPhone.where}
      order by ${byPhone.order[0]}, ${byPhone.order[1]} limit 1 for update
    ) as found on true`;
};
const lockGuestByPhone = preparedSql<{ id: string | null; seen: boolean }>('guest_by_phone_for_update', lockedByPhone);
// The lookup, and the guest made by the same statement when it saw none: a new guest's booking's one
// round trip for its guest. The insert's race with another booking of the same new number is the
// unique index's to settle (ON CONFLICT waits for the other and inserts nothing), as it was when the
// insert was a statement of its own.
const lockGuestByPhoneOrMake = preparedSql<{ id: string | null; seen: boolean; madeId: string | null }>('guest_by_phone_or_make', () => {
  const values = NEW_GUEST_COLUMNS.map((column) => sql`${sql.placeholder(column)}::${sql.raw(column === 'brandId' ? 'uuid' : 'text')}`);
  return sql`with found as (${lockedByPhone()}),
    made as (
      insert into ${customers} (brand_id, phone, first_name, last_name, country_code, language)
      select ${sql.join(values, sql`, `)} where not exists (select 1 from found where found.id is not null or found.seen)
      on conflict do nothing returning id
    )
    select found.id, found.seen, (select made.id from made) as "madeId" from found`;
});
const insertGuest = prepared('guest_insert', (db) =>
  db.insert(customers).values(placeholders(customers, NEW_GUEST_COLUMNS)).onConflictDoNothing().returning({ id: customers.id }),
);

/**
 * The brand's guest with this phone, or a new one (one customer per phone per brand); the row comes
 * locked until the transaction ends. The phone comes E.164; a guest stored before phones were
 * (written "+65 9123 4567") is the same guest.
 * The lock is what makes a booking and a merge of that guest take turns: a booking that found the
 * duplicate a merge is removing waits, finds it gone, and books the kept guest (who has the phone now,
 * as the main or the additional one) instead of failing on a guest that no longer exists.
 */
export async function findOrCreateCustomer(
  db: Executor,
  values: { brandId: string; phone: string; firstName: string; lastName: string; countryCode: string; language?: string | null },
  chosenId?: string,
): Promise<FoundGuest> {
  const ofBrand = eq(customers.brandId, values.brandId);
  if (chosenId) {
    const [chosen] = await db
      .select()
      .from(customers)
      .where(and(ofBrand, eq(customers.id, chosenId), isNull(customers.erasedAt)))
      .for('update');
    if (!chosen) throw new DomainError('BUSINESS_RULE', 'customerMissing');
    if (chosen.phone === values.phone) return { customer: chosen, created: false };
    // A guest kept without a phone takes the one typed now, unless it is another guest's.
    if (!chosen.phone) {
      const [holder] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(ofBrand, eq(customers.phone, values.phone)));
      if (!holder) {
        const [updated] = await db
          .update(customers)
          .set({ phone: values.phone, version: sql`${customers.version} + 1`, updatedAt: new Date() })
          .where(eq(customers.id, chosen.id))
          .returning();
        return { customer: updated!, created: false };
      }
    }
  }
  const byPhone = { brandId: values.brandId, phone: values.phone, digits: values.phone.replace(/\D/g, '') };
  const guest = { ...values, language: values.language ?? null };
  const first = (await lockGuestByPhoneOrMake(db, { ...byPhone, ...guest }))[0]!;
  if (first.madeId) return { customer: { id: first.madeId }, created: true };
  if (first.id) return { customer: { id: first.id }, created: false };
  // A guest this waited for may have gone meanwhile (merged into another, which took this number as
  // its other one): FOR UPDATE then skips them, though the statement saw them, and it made no guest.
  // A new statement, which sees the merge, looks once more before a guest is made.
  if (first.seen) {
    const again = (await lockGuestByPhone(db, byPhone))[0]!;
    if (again.id) return { customer: { id: again.id }, created: false };
    const [inserted] = await insertGuest(db, guest);
    if (inserted) return { customer: inserted, created: true };
  }
  // Two bookings racing with a new number: the unique index makes the second wait for the first and
  // insert nothing; it then reads the guest the first made (read committed: a new statement sees it).
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(ofBrand, eq(customers.phone, values.phone)))
    .for('update');
  return { customer: row!, created: false };
}

/**
 * The brand's guest with this number (E.164), else one whose number has its digits (stored before numbers were E.164), else
 * the oldest who gave it as their other number: the condition and the order that picks one, for one statement.
 */
export function guestByPhone(brandId: string, phone: string) {
  return phoneCondition(brandId, phone, phone.replace(/\D/g, ''));
}

/** guestByPhone's condition and order, for values or a prepared statement's placeholders. */
function phoneCondition(brandId: string | SQLWrapper, phone: string | SQLWrapper, digits: string | SQLWrapper) {
  const storedDigits = sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g')`;
  return {
    where: and(
      eq(customers.brandId, brandId),
      or(eq(customers.phone, phone), sql`${storedDigits} = ${digits}`, eq(customers.additionalPhone, phone)),
    ),
    order: [
      sql`case when ${customers.phone} = ${phone} then 0 when ${storedDigits} = ${digits} then 1 else 2 end`,
      asc(customers.createdAt),
    ] as const,
  };
}

/** Locks the guest's row: two bookings of one guest on one day take turns (the brand's one-booking-a-day rule). */
export async function lockCustomer(db: Executor, customerId: string) {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
