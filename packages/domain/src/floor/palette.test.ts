import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUSES } from '../reservations/display-status';
import { TABLE_STATUS } from '../statuses';
import { areaInputSchema } from '../tables';
import { AREA_COLOURS, DISPLAY_STATUS_COLOURS, TABLE_STATUS_COLOURS, contrastRatio } from './palette';

const LIGHT_PAPER = '#FFFFFF';
const DARK_PAPER = '#1C252E';

describe('status colours (docs/ui.md): one palette, AA contrast in both themes', () => {
  it.each([...DISPLAY_STATUSES])('%s text meets AA on light and dark paper', (status) => {
    const { color, darkColor } = DISPLAY_STATUS_COLOURS[status];
    expect(contrastRatio(color, LIGHT_PAPER)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkColor, DARK_PAPER)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(TABLE_STATUS))('table %s text meets AA on light and dark paper', (status) => {
    const { color, darkColor } = TABLE_STATUS_COLOURS[status as keyof typeof TABLE_STATUS];
    expect(contrastRatio(color, LIGHT_PAPER)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkColor, DARK_PAPER)).toBeGreaterThanOrEqual(4.5);
  });

  it.each<[string, string]>([
    ['IN_USE', 'SEATED'],
    ['BILL_REQUESTED', 'BILL'],
    ['OVERSTAY', 'OVERSTAYED'],
    ['RESERVED', 'BOOKED'],
  ])("a table %s wears its party's %s colour", (table, display) => {
    expect(TABLE_STATUS_COLOURS[table as keyof typeof TABLE_STATUS]).toBe(
      DISPLAY_STATUS_COLOURS[display as keyof typeof DISPLAY_STATUS_COLOURS],
    );
  });

  it('cleaning and overstay are told apart from seated', () => {
    const colours = new Set([
      TABLE_STATUS_COLOURS.IN_USE.color,
      TABLE_STATUS_COLOURS.REQUIRES_CLEANING.color,
      TABLE_STATUS_COLOURS.OVERSTAY.color,
      TABLE_STATUS_COLOURS.AVAILABLE.color,
    ]);
    expect(colours.size).toBe(4);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
  });
});

/** Machado et al. (2009) deuteranopia, severity 1, on linear RGB: what a red-green colour-blind host sees. */
const DEUTERANOPIA = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
] as const;
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => {
  const x = Math.min(1, Math.max(0, c));
  return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
};
const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const deuteranopia = (rgb: number[]) => DEUTERANOPIA.map((row) => toGamma(row.reduce((sum, m, j) => sum + m * toLinear(rgb[j]!), 0)));
/** CIE L*a*b* (D65) of a gamma-encoded RGB colour. */
function lab(rgb: number[]): [number, number, number] {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
/** CIE76 colour difference as a deuteranope sees the two colours (about 2.3 is just noticeable). */
const deuteranopeDistance = (a: string, b: string) =>
  Math.hypot(...lab(deuteranopia(rgbOf(a))).map((v, i) => v - lab(deuteranopia(rgbOf(b)))[i]!));

describe('table statuses survive colour blindness (issue 19: Bill and In use were both green)', () => {
  const names = Object.keys(TABLE_STATUS) as (keyof typeof TABLE_STATUS)[];
  // Available and blocked share a grey on purpose: blocked is hatched and carries its own icon.
  const pairs = names
    .flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const))
    .filter(([a, b]) => !(a === 'AVAILABLE' && b === 'BLOCKED'));

  it.each(pairs)('%s and %s look different to a deuteranope', (a, b) => {
    expect(deuteranopeDistance(TABLE_STATUS_COLOURS[a].color, TABLE_STATUS_COLOURS[b].color)).toBeGreaterThanOrEqual(12);
  });

  it('every table status has its own colour', () => {
    const colours = names.filter((n) => n !== 'BLOCKED').map((n) => TABLE_STATUS_COLOURS[n].color);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe('area colours', () => {
  it.each([...AREA_COLOURS])('%s is a colour an area input accepts', (color) => {
    expect(areaInputSchema.safeParse({ name: 'Patio', displayName: 'Patio', color }).success).toBe(true);
  });
});
