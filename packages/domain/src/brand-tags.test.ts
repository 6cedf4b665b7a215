import { describe, expect, it } from 'vitest';
import { TAG_COLOURS, TAG_COLOUR_VALUES, guestAndBookingTags, sameTagTitle, tagColourOf } from './brand-tags';
import { brandTagInputSchema } from './brand-tags-schemas';
import { contrastRatio } from './floor/palette';

const tag = (id: string, title: string, colour = 'grey') => ({ id, title, colour });

/** A colour at `alpha` over a background, as a chip's tint is drawn. */
function over(hex: string, alpha: number, background: string): string {
  const channel = (c: string, i: number) => parseInt(c.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(hex, i) * alpha + channel(background, i) * (1 - alpha)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('tag colours (issue 32): legible in both themes, on their own tint', () => {
  it.each([...TAG_COLOURS])('%s text meets AA on its chip in the light and the dark theme', (colour) => {
    const { color, darkColor } = TAG_COLOUR_VALUES[colour];
    // The chip: the colour at 12% over the paper, its title in the strong colour (components/guest-tags.tsx).
    expect(contrastRatio(color, over(color, 0.12, '#FFFFFF'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkColor, over(darkColor, 0.12, '#1C252E'))).toBeGreaterThanOrEqual(4.5);
  });

  it('every colour is its own', () => {
    expect(new Set(TAG_COLOURS.map((c) => TAG_COLOUR_VALUES[c].color)).size).toBe(TAG_COLOURS.length);
  });

  it('a colour the palette does not have is drawn grey', () => {
    expect(tagColourOf('chartreuse')).toBe(TAG_COLOUR_VALUES.grey);
    expect(tagColourOf('red')).toBe(TAG_COLOUR_VALUES.red);
  });
});

describe('a tag as staff type it', () => {
  it.each<[unknown, string | null]>([
    [{ title: 'VIP', colour: 'amber' }, null],
    [{ title: '  Wheelchair  ', colour: 'blue' }, null],
    [{ title: '', colour: 'red' }, 'enterTagName'],
    [{ title: '   ', colour: 'red' }, 'enterTagName'],
    [{ title: 'x'.repeat(31), colour: 'red' }, 'nameTooLong'],
    [{ title: 'VIP', colour: '#ff0000' }, 'colourNotValid'],
    [{ title: 'VIP\u202E', colour: 'red' }, 'unsafeText'],
  ])('%j: %s', (input, refusal) => {
    const parsed = brandTagInputSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(refusal);
  });

  it('keeps the title trimmed', () => {
    expect(brandTagInputSchema.parse({ title: '  Wheelchair  ', colour: 'blue' }).title).toBe('Wheelchair');
  });

  it.each([
    ['VIP', ' vip ', true],
    ['Birthday club', 'BIRTHDAY CLUB', true],
    ['VIP', 'VVIP', false],
  ])('%s and %s name the same tag: %s', (a, b, same) => {
    expect(sameTagTitle(a, b)).toBe(same);
  });
});

describe("a guest's tags and a booking's, as the host sees them", () => {
  it("the guest's first by title, then the booking's the guest does not carry, each once", () => {
    const vip = tag('1', 'VIP', 'amber');
    const wheelchair = tag('2', 'Wheelchair', 'blue');
    const birthday = tag('3', 'Birthday', 'pink');
    expect(guestAndBookingTags([wheelchair, vip], [vip, birthday]).map((t) => t.title)).toEqual(['VIP', 'Wheelchair', 'Birthday']);
  });

  it('a booking without a guest shows its own', () => {
    expect(guestAndBookingTags([], [tag('3', 'Birthday')]).map((t) => t.id)).toEqual(['3']);
  });
});
