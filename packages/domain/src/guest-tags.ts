import { z } from 'zod';
import { wholeNumber } from './input';

/**
 * Tags Host works out by itself from a guest's bookings (issue 32, point 2), recomputed whenever a booking's status changes,
 * and shown as computed (never typed): a regular, a first visit, a risk of no-show, a late canceller. Each says what it
 * counted and since when ("3 no-shows since 4 March"), over the last year.
 */
export const AUTO_TAGS = ['REGULAR', 'FIRST_VISIT', 'NO_SHOW_RISK', 'LATE_CANCELLER'] as const;
export type AutoTagCode = (typeof AUTO_TAGS)[number];

/** How far back a guest's record counts for a computed tag. */
export const AUTO_TAG_WINDOW_DAYS = 365;

/** A brand's thresholds, set in its settings: how many visits make a regular, how many no-shows or late cancellations a risk. */
export const autoTagThresholdsSchema = z.object({
  regularVisits: wholeNumber(1, 100, 'tagThresholdRange'),
  noShows: wholeNumber(1, 100, 'tagThresholdRange'),
  lateCancellations: wholeNumber(1, 100, 'tagThresholdRange'),
});
export type AutoTagThresholds = z.output<typeof autoTagThresholdsSchema>;
export const AUTO_TAG_DEFAULTS: AutoTagThresholds = { regularVisits: 3, noShows: 2, lateCancellations: 2 };

/**
 * A guest's record as the tags read it: visits (seated or completed bookings dated before the outlet's today, so tonight's
 * first-timer stays "First visit" once seated) ever, and over the window the visits, no-shows and late cancellations
 * (counted as soon as they are marked) with the date of the first of each (local dates, yyyy-MM-dd).
 */
export interface GuestRecord {
  visitsEver: number;
  visits: number;
  firstVisit: string | null;
  noShows: number;
  firstNoShow: string | null;
  lateCancellations: number;
  firstLateCancellation: string | null;
}

/** The record of a guest with no visit, no-show or late cancellation yet: a guest the booking just made. */
export const NO_VISIT_RECORD: GuestRecord = {
  visitsEver: 0,
  visits: 0,
  firstVisit: null,
  noShows: 0,
  firstNoShow: null,
  lateCancellations: 0,
  firstLateCancellation: null,
};

export const autoTagSchema = z.object({
  code: z.enum(AUTO_TAGS),
  /** what was counted (visits, no-shows, late cancellations); 0 for a first visit */
  count: z.number().int(),
  /** the first counted booking's date, for "since March" */
  since: z.string().nullable(),
});
export type AutoTag = z.infer<typeof autoTagSchema>;

/** The computed tags of a guest, most useful at the door first: a risk before a regular, a regular before a first visit. */
export function autoTags(record: GuestRecord, thresholds: AutoTagThresholds): AutoTag[] {
  const tags: AutoTag[] = [];
  if (record.noShows >= thresholds.noShows) tags.push({ code: 'NO_SHOW_RISK', count: record.noShows, since: record.firstNoShow });
  if (record.lateCancellations >= thresholds.lateCancellations) {
    tags.push({ code: 'LATE_CANCELLER', count: record.lateCancellations, since: record.firstLateCancellation });
  }
  if (record.visits >= thresholds.regularVisits) tags.push({ code: 'REGULAR', count: record.visits, since: record.firstVisit });
  else if (record.visitsEver === 0) tags.push({ code: 'FIRST_VISIT', count: 0, since: null });
  return tags;
}

/** The thresholds a brand keeps, or the defaults when it set none (or what it kept no longer reads). */
export function thresholdsOrDefaults(kept: unknown): AutoTagThresholds {
  const parsed = autoTagThresholdsSchema.safeParse(kept);
  return parsed.success ? parsed.data : AUTO_TAG_DEFAULTS;
}

/** GET/PUT /api/v1/brands/{brandId}/guest-tag-settings: the thresholds in use, whether they are the defaults, the brand's version. */
export const guestTagSettingsViewSchema = autoTagThresholdsSchema.extend({
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type GuestTagSettingsView = z.infer<typeof guestTagSettingsViewSchema>;
