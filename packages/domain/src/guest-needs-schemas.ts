import { z } from 'zod';

// Apart from the rules (guest-needs.ts), so the book's needs chip loads no zod.

/** GuestNeeds's fields, for the schemas of a booking, a profile and the booking dialog's lookup. */
export const guestNeedsShape = {
  dietary: z.array(z.string()),
  dietaryNotes: z.string().nullable(),
  seatingPreference: z.string().nullable(),
};
