import { describe, expect, it } from 'vitest';
import {
  AUTO_TAG_DEFAULTS,
  NO_VISIT_RECORD,
  autoTags,
  autoTagThresholdsSchema,
  thresholdsOrDefaults,
  type GuestRecord,
} from './guest-tags';

const NONE = NO_VISIT_RECORD;
const record = (fields: Partial<GuestRecord>): GuestRecord => ({ ...NONE, ...fields });

describe('computed guest tags (issue 32, point 2), with the default thresholds (3 visits, 2 no-shows, 2 late cancellations)', () => {
  it.each<[string, GuestRecord, string[]]>([
    ['never came: a first visit', NONE, ['FIRST_VISIT']],
    ['came once, long ago: neither first nor regular', record({ visitsEver: 1 }), []],
    ['two visits this year: not yet a regular', record({ visitsEver: 2, visits: 2, firstVisit: '2026-01-10' }), []],
    ['three visits this year: a regular', record({ visitsEver: 5, visits: 3, firstVisit: '2025-12-01' }), ['REGULAR']],
    ['one no-show: no risk yet', record({ visitsEver: 1, noShows: 1, firstNoShow: '2026-02-01' }), []],
    ['two no-shows: a risk, before anything else', record({ visitsEver: 4, visits: 3, noShows: 2 }), ['NO_SHOW_RISK', 'REGULAR']],
    ['never came but did not show twice: a risk and a first visit', record({ noShows: 2 }), ['NO_SHOW_RISK', 'FIRST_VISIT']],
    ['two late cancellations', record({ visitsEver: 1, lateCancellations: 2 }), ['LATE_CANCELLER']],
  ])('%s', (_, guest, codes) => {
    expect(autoTags(guest, AUTO_TAG_DEFAULTS).map((tag) => tag.code)).toEqual(codes);
  });

  it('says what it counted and since when', () => {
    expect(autoTags(record({ visitsEver: 1, noShows: 3, firstNoShow: '2026-03-04' }), AUTO_TAG_DEFAULTS)).toEqual([
      { code: 'NO_SHOW_RISK', count: 3, since: '2026-03-04' },
    ]);
  });

  it("follows a brand's own thresholds", () => {
    const strict = { regularVisits: 10, noShows: 1, lateCancellations: 5 };
    expect(autoTags(record({ visitsEver: 6, visits: 6, noShows: 1 }), strict).map((tag) => tag.code)).toEqual(['NO_SHOW_RISK']);
  });

  it.each([
    [{ regularVisits: 0, noShows: 2, lateCancellations: 2 }, false],
    [{ regularVisits: 3, noShows: 2.5, lateCancellations: 2 }, false],
    [{ regularVisits: 3, noShows: 2, lateCancellations: 101 }, false],
    [AUTO_TAG_DEFAULTS, true],
  ])('thresholds %j are accepted: %s', (value, accepted) => {
    expect(autoTagThresholdsSchema.safeParse(value).success).toBe(accepted);
  });

  it.each<[string, unknown, typeof AUTO_TAG_DEFAULTS]>([
    ['none kept', null, AUTO_TAG_DEFAULTS],
    ['kept', { regularVisits: 5, noShows: 1, lateCancellations: 3 }, { regularVisits: 5, noShows: 1, lateCancellations: 3 }],
    ['kept before a rule changed, no longer valid', { regularVisits: 0, noShows: 1, lateCancellations: 3 }, AUTO_TAG_DEFAULTS],
  ])("a brand's thresholds, %s, read as %j", (_, kept, read) => {
    expect(thresholdsOrDefaults(kept)).toEqual(read);
  });
});
