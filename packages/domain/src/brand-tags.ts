import type { StatusColour } from './floor/palette';

/**
 * The tags a brand's staff define (issue 32, point 1: VIP, Wheelchair, Birthday club) and put on guests and bookings. Each
 * has a colour from a fixed palette, so a tag reads the same on every screen and stays legible in the light and the dark
 * theme (a free colour picker would let a pale yellow vanish on white).
 */
export const TAG_COLOURS = ['grey', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

/** Each colour strong enough for text on the light background (`color`) and on the dark one (`darkColor`): palette.test.ts. */
export const TAG_COLOUR_VALUES: Record<TagColour, StatusColour> = {
  grey: { color: '#4B5563', darkColor: '#C4CCD6' },
  red: { color: '#B42318', darkColor: '#FF9B8F' },
  orange: { color: '#A33F06', darkColor: '#FDB07A' },
  amber: { color: '#7A5200', darkColor: '#F5C451' },
  green: { color: '#176B33', darkColor: '#7BD89A' },
  teal: { color: '#006A6A', darkColor: '#6FD6D0' },
  blue: { color: '#1D5FC5', darkColor: '#8DB8F5' },
  indigo: { color: '#303F9F', darkColor: '#A8B4F5' },
  purple: { color: '#6A1B9A', darkColor: '#D1A3F0' },
  pink: { color: '#A3195B', darkColor: '#F49AC1' },
};

/** The most tags a brand keeps: a picker of more is a list nobody reads at the door. */
export const BRAND_TAG_LIMIT = 50;
export const TAG_TITLE_MAX = 30;

/** A brand's tag as every answer carries it (GET /api/v1/brands/{brandId}/tags, a booking's and a guest's tags). */
export interface Tag {
  id: string;
  title: string;
  /** one of TAG_COLOURS; a tag made before colours existed is grey */
  colour: string;
}

/** A colour as drawn: a colour the palette no longer has (or a tag from before colours) is grey. */
export function tagColourOf(colour: string): StatusColour {
  return TAG_COLOUR_VALUES[(TAG_COLOURS as readonly string[]).includes(colour) ? (colour as TagColour) : 'grey'];
}

/** Two titles name the same tag when they differ only in case or spacing ("VIP" and " vip "). */
export const sameTagTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A guest's tags as the host sees them: the ones on the guest, then those of this booking the guest does not already carry
 * (a booking's Birthday), each once, by title.
 */
export function guestAndBookingTags(guestTags: readonly Tag[], bookingTags: readonly Tag[]): Tag[] {
  const seen = new Set(guestTags.map((tag) => tag.id));
  const byTitle = (a: Tag, b: Tag) => a.title.localeCompare(b.title);
  return [...[...guestTags].sort(byTitle), ...bookingTags.filter((tag) => !seen.has(tag.id)).sort(byTitle)];
}
