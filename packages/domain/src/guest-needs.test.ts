import { describe, expect, it } from 'vitest';
import { dietaryAlert, orderedNeeds } from './guest-needs';

describe("a guest's needs at a glance (issue 32)", () => {
  it.each<[string, { dietary: string[]; dietaryNotes: string | null }, ReturnType<typeof dietaryAlert>]>([
    ['nothing known', { dietary: [], dietaryNotes: null }, null],
    ['blank notes are nothing', { dietary: [], dietaryNotes: '  ' }, null],
    ['a shellfish allergy', { dietary: ['shellfish'], dietaryNotes: null }, { allergy: true, needs: ['shellfish'], notes: null }],
    ['halal only: a diet, not an allergy', { dietary: ['halal'], dietaryNotes: null }, { allergy: false, needs: ['halal'], notes: null }],
    [
      'vegetarian with nuts, in the list order',
      { dietary: ['vegetarian', 'nuts'], dietaryNotes: null },
      { allergy: true, needs: ['nuts', 'vegetarian'], notes: null },
    ],
    [
      'an allergy the list lacks, in words',
      { dietary: [], dietaryNotes: ' Sesame: severe ' },
      { allergy: true, needs: [], notes: 'Sesame: severe' },
    ],
  ])('%s', (_, needs, expected) => {
    expect(dietaryAlert(needs)).toEqual(expected);
  });

  it('stores the needs once each, in the list order, whatever a form sent', () => {
    expect(orderedNeeds(['vegetarian', 'nuts', 'nuts', 'sesame'])).toEqual(['nuts', 'vegetarian']);
  });
});
