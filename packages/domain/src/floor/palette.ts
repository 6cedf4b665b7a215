import type { DisplayStatus } from '../reservations/display-status';
import type { TableStatusName } from '../statuses';

/** The fixed palette an area is coloured from (the first is a new area's). */
export const AREA_COLOURS = ['#2065D1', '#00A76F', '#8E33FF', '#FFAB00', '#FF5630', '#00B8D9', '#637381', '#7A4100'] as const;

/**
 * One palette for statuses everywhere (docs/ui.md): chips, table fills, calendar dots, legends. Each
 * colour is text-strong on the light background (`color`) and on the dark one (`darkColor`); a fill
 * is the colour at low opacity with the word in the strong colour on top.
 */

export interface StatusColour {
  color: string;
  darkColor: string;
}

export const DISPLAY_STATUS_COLOURS: Record<DisplayStatus, StatusColour> = {
  PENDING: { color: '#6E5310', darkColor: '#E3C77D' },
  BOOKED: { color: '#1D5FC5', darkColor: '#8DB8F5' },
  CONFIRMED: { color: '#303F9F', darkColor: '#A8B4F5' },
  LATE: { color: '#A33F06', darkColor: '#FDB07A' },
  SEATED: { color: '#176B33', darkColor: '#7BD89A' },
  // Teal leaning to blue, so a seated party's green and the bill's teal stay apart for red-green colour blindness.
  BILL: { color: '#006A82', darkColor: '#7FD3E3' },
  OVERSTAYED: { color: '#C62828', darkColor: '#FF8A80' },
  COMPLETED: { color: '#5A6672', darkColor: '#B7C0C9' },
  NO_SHOW: { color: '#7B1F2A', darkColor: '#F29AA5' },
  CANCELLED: { color: '#535C66', darkColor: '#B4BDC6' },
  EXPIRED: { color: '#535C66', darkColor: '#B4BDC6' },
};

/** Tables share the reservations' colours where they mean the same thing (IN_USE is SEATED's green). */
export const TABLE_STATUS_COLOURS: Record<TableStatusName, StatusColour> = {
  AVAILABLE: { color: '#4B5563', darkColor: '#C4CCD6' },
  RESERVED: DISPLAY_STATUS_COLOURS.BOOKED,
  IN_USE: DISPLAY_STATUS_COLOURS.SEATED,
  BILL_REQUESTED: DISPLAY_STATUS_COLOURS.BILL,
  REQUIRES_CLEANING: { color: '#6A1B9A', darkColor: '#D1A3F0' },
  BLOCKED: { color: '#4A4F55', darkColor: '#A9B0B8' },
  OVERSTAY: DISPLAY_STATUS_COLOURS.OVERSTAYED,
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
