import { z } from 'zod';

/**
 * What the kitchen and the host must know of a guest before they sit (issue 32): a short list of needs a host ticks, and
 * free words for the rest. The first four are allergies (a mistake harms the guest); halal and vegetarian are diets.
 */
export const DIETARY_NEEDS = ['nuts', 'shellfish', 'gluten', 'dairy', 'halal', 'vegetarian'] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];
export const ALLERGENS: ReadonlySet<DietaryNeed> = new Set<DietaryNeed>(['nuts', 'shellfish', 'gluten', 'dairy']);

/** The guest's needs as a booking, a profile and the booking dialog's lookup carry them. */
export const guestNeedsShape = {
  /** ticked from DIETARY_NEEDS, in that order */
  dietary: z.array(z.string()),
  /** allergies and diets in the host's or guest's own words ("severe peanut allergy, carries an EpiPen") */
  dietaryNotes: z.string().nullable(),
  /** where the guest likes to sit ("booth by the window", "away from the kitchen") */
  seatingPreference: z.string().nullable(),
};
export interface GuestNeeds {
  dietary: readonly string[];
  dietaryNotes: string | null;
  seatingPreference: string | null;
}

/**
 * What the host is shown at a glance, most serious first: `allergy` when an allergen is ticked or notes are written (the
 * notes are where a host writes an allergy the list lacks: shown as one, never missed); null when nothing is known.
 */
export function dietaryAlert(needs: Pick<GuestNeeds, 'dietary' | 'dietaryNotes'>): {
  allergy: boolean;
  needs: DietaryNeed[];
  notes: string | null;
} | null {
  const ticked = DIETARY_NEEDS.filter((need) => needs.dietary.includes(need));
  const notes = needs.dietaryNotes?.trim() || null;
  if (!ticked.length && !notes) return null;
  return { allergy: !!notes || ticked.some((need) => ALLERGENS.has(need)), needs: ticked, notes };
}

/** The needs in DIETARY_NEEDS order, each once: what the server stores whatever order a form sent. */
export function orderedNeeds(dietary: readonly string[]): DietaryNeed[] {
  return DIETARY_NEEDS.filter((need) => dietary.includes(need));
}
