import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUSES } from '../reservations/display-status';
import { TABLE_STATUS } from '../statuses';
import { areaInputSchema } from '../tables';
import { AREA_COLOURS, DISPLAY_STATUS_COLOURS, TABLE_STATUS_COLOURS, contrastRatio } from './palette';

const LIGHT_PAPER = '#FFFFFF';
const DARK_PAPER = '#1C252E';

describe('status colours (UI.md): one palette, AA contrast in both themes', () => {
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
    expect(TABLE_STATUS_COLOURS[table as keyof typeof TABLE_STATUS]).toBe(DISPLAY_STATUS_COLOURS[display as keyof typeof DISPLAY_STATUS_COLOURS]);
  });

  it('cleaning and overstay are told apart from seated', () => {
    const colours = new Set([TABLE_STATUS_COLOURS.IN_USE.color, TABLE_STATUS_COLOURS.REQUIRES_CLEANING.color, TABLE_STATUS_COLOURS.OVERSTAY.color, TABLE_STATUS_COLOURS.AVAILABLE.color]);
    expect(colours.size).toBe(4);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
  });
});

describe('area colours', () => {
  it.each([...AREA_COLOURS])('%s is a colour an area input accepts', (color) => {
    expect(areaInputSchema.safeParse({ name: 'Patio', displayName: 'Patio', color }).success).toBe(true);
  });
});
