import { describe, expect, it } from 'vitest';
import { partyOf } from './party';

describe("a guest's new party size", () => {
  it.each([
    ['more guests: the children stay, the adults grow', 6, 2, { numberOfAdults: 4, numberOfChildren: 2 }],
    ['fewer guests, children still fit', 3, 2, { numberOfAdults: 1, numberOfChildren: 2 }],
    ['fewer guests than children: one adult stays', 2, 3, { numberOfAdults: 1, numberOfChildren: 1 }],
    ['no children', 5, 0, { numberOfAdults: 5, numberOfChildren: 0 }],
    ['a party of one', 1, 2, { numberOfAdults: 1, numberOfChildren: 0 }],
  ])('%s', (_, pax, children, party) => {
    expect(partyOf(pax, children)).toEqual(party);
  });
});
