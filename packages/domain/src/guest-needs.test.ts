import { describe, expect, it } from 'vitest';
import { dietaryAlert, orderedNeeds } from './guest-needs';

describe("a guest's needs at a glance (issue 32)", () => {
  it.each<[string, { dietary?: string[]; dietaryNotes?: string | null }, ReturnType<typeof dietaryAlert>]>([
    ['nothing known', { dietary: [], dietaryNotes: null }, null],
    ['blank notes are nothing', { dietary: [], dietaryNotes: '  ' }, null],
    ['a booking read before the fields existed', {}, null],
    [
      'a shellfish allergy',
      { dietary: ['shellfish'], dietaryNotes: null },
      { allergy: true, allergies: ['shellfish'], diets: [], notes: null },
    ],
    [
      'halal only: a diet, not an allergy',
      { dietary: ['halal'], dietaryNotes: null },
      { allergy: false, allergies: [], diets: ['halal'], notes: null },
    ],
    [
      'vegetarian with nuts, each in its place, in the list order',
      { dietary: ['vegetarian', 'nuts'], dietaryNotes: null },
      { allergy: true, allergies: ['nuts'], diets: ['vegetarian'], notes: null },
    ],
    [
      'words alone are a note, not an alarm',
      { dietary: [], dietaryNotes: ' No pork ' },
      { allergy: false, allergies: [], diets: [], notes: 'No pork' },
    ],
    [
      'another allergy, said in words',
      { dietary: ['otherAllergy'], dietaryNotes: 'Sesame: severe' },
      { allergy: true, allergies: ['otherAllergy'], diets: [], notes: 'Sesame: severe' },
    ],
  ])('%s', (_, needs, expected) => {
    expect(dietaryAlert(needs)).toEqual(expected);
  });

  it('stores the needs once each, in the list order, whatever a form sent', () => {
    expect(orderedNeeds(['vegetarian', 'nuts', 'nuts', 'sesame'])).toEqual(['nuts', 'vegetarian']);
  });
});
