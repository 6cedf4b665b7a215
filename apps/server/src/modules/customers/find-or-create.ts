import { DomainError } from '@host/domain/errors';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/tables/customers';

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
) {
  const ofBrand = eq(customers.brandId, values.brandId);
  if (chosenId) {
    const [chosen] = await db
      .select()
      .from(customers)
      .where(and(ofBrand, eq(customers.id, chosenId), isNull(customers.erasedAt)))
      .for('update');
    if (!chosen) throw new DomainError('BUSINESS_RULE', 'customerMissing');
    if (chosen.phone === values.phone) return chosen;
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
        return updated!;
      }
    }
  }
  const byPhone = guestByPhone(values.brandId, values.phone);
  const lookUp = async () => {
    const [found] = await db
      .select()
      .from(customers)
      .where(byPhone.where)
      .orderBy(...byPhone.order)
      .limit(1)
      .for('update');
    return found;
  };
  // A guest this waited for may have gone meanwhile (merged into another, which took this number as
  // its other one): FOR UPDATE then skips it and finds nothing, so a new statement, which sees the
  // merge, looks once more before a guest is made.
  const known = (await lookUp()) ?? (await lookUp());
  if (known) return known;
  // Two bookings racing with a new number: the unique index makes the second wait for the first and
  // insert nothing; it then reads the guest the first made (read committed: a new statement sees it).
  const [inserted] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(ofBrand, eq(customers.phone, values.phone)))
    .for('update');
  return row!;
}

/**
 * The brand's guest with this number (E.164), else one whose number has its digits (stored before numbers were E.164), else
 * the oldest who gave it as their other number: the condition and the order that picks one, for one statement.
 */
export function guestByPhone(brandId: string, phone: string) {
  const digits = phone.replace(/\D/g, '');
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
