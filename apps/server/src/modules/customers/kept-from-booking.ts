import { orderedNeeds } from '@host/domain/guest-needs';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, customerTags } from '../../db/tables/customers';

/** What a booking tells of its guest, for every later visit: tags a host put on it, needs a diner stated. */
export interface KeptFromBooking {
  /** tags newly on the booking (already checked to be the brand's) */
  tagIds?: readonly string[];
  /** needs ticked (guest-needs.ts) and in words, as a diner gave them on the booking page */
  dietary?: readonly string[];
  dietaryNotes?: string | null;
}

const NOTES_MAX = 500;

/**
 * Keeps on the guest what their booking says (issue 32, docs/rules.md "Tags and needs that travel with the guest"): a
 * booking's tags become the guest's (a host who takes one off the guest keeps it off; it comes back only when a booking
 * is tagged again), and a diner's stated needs are added to what the guest book knows, never replacing it: a ticked
 * need joins the ticked ones, words not already there are added on a line of their own. The guest's version moves, so a
 * profile open meanwhile is told before it saves over it. In the booking's transaction, on the guest it locked.
 */
export async function keepOnGuest(db: Executor, customerId: string, kept: KeptFromBooking): Promise<void> {
  const tagIds = [...new Set(kept.tagIds ?? [])];
  const added = tagIds.length
    ? await db
        .insert(customerTags)
        .values(tagIds.map((tagId) => ({ customerId, tagId })))
        .onConflictDoNothing()
        .returning({ tagId: customerTags.tagId })
    : [];
  const words = kept.dietaryNotes?.trim() ?? '';
  if (!added.length && !kept.dietary?.length && !words) return;
  const [guest] = await db
    .select({ dietary: customers.dietary, dietaryNotes: customers.dietaryNotes })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!guest) return;
  const dietary = orderedNeeds([...guest.dietary, ...(kept.dietary ?? [])]);
  const known = guest.dietaryNotes?.trim() ?? '';
  const dietaryNotes =
    !words || known.toLocaleLowerCase().includes(words.toLocaleLowerCase())
      ? guest.dietaryNotes
      : [known, words].filter(Boolean).join('\n');
  const needsChanged = dietary.length !== guest.dietary.length || dietaryNotes !== guest.dietaryNotes;
  if (!added.length && !needsChanged) return;
  await db
    .update(customers)
    .set({
      dietary,
      dietaryNotes: dietaryNotes?.slice(0, NOTES_MAX) ?? null,
      version: sql`${customers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId));
}
