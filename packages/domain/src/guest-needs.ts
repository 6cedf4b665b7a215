/**
 * What the kitchen and the host must know of a guest before they sit (issue 32): a short list of needs a host ticks, and
 * free words for the rest. Nuts (peanuts and tree nuts), shellfish, gluten and dairy are allergies, and so is "another
 * allergy" (the words say which); halal and vegetarian are diets. Only an allergy is shown in red: words alone are a note.
 */
export const DIETARY_NEEDS = ['nuts', 'shellfish', 'gluten', 'dairy', 'otherAllergy', 'halal', 'vegetarian'] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];
export const ALLERGENS: ReadonlySet<DietaryNeed> = new Set<DietaryNeed>(['nuts', 'shellfish', 'gluten', 'dairy', 'otherAllergy']);

/** The guest's needs as a booking, a profile and the booking dialog's lookup carry them (guest-needs-schemas.ts). */
export interface GuestNeeds {
  /** ticked from DIETARY_NEEDS, in that order */
  dietary: readonly string[];
  /** allergies and diets in the host's or guest's own words ("severe, carries an EpiPen") */
  dietaryNotes: string | null;
  /** where the guest likes to sit ("booth by the window", "away from the kitchen") */
  seatingPreference: string | null;
}

/**
 * What the host is shown at a glance: the allergies ticked (red), the diets, and the words; null when nothing is known.
 * Read defensively: a booking cached before these fields existed has none, and must not take the book down.
 */
export function dietaryAlert(needs: Partial<Pick<GuestNeeds, 'dietary' | 'dietaryNotes'>>): {
  allergy: boolean;
  allergies: DietaryNeed[];
  diets: DietaryNeed[];
  notes: string | null;
} | null {
  const ticked = orderedNeeds(needs.dietary ?? []);
  const notes = needs.dietaryNotes?.trim() || null;
  if (!ticked.length && !notes) return null;
  const allergies = ticked.filter((need) => ALLERGENS.has(need));
  return { allergy: allergies.length > 0, allergies, diets: ticked.filter((need) => !ALLERGENS.has(need)), notes };
}

/** The needs in DIETARY_NEEDS order, each once: what the server stores whatever order a form sent. */
export function orderedNeeds(dietary: readonly string[]): DietaryNeed[] {
  return DIETARY_NEEDS.filter((need) => dietary.includes(need));
}
