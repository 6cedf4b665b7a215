import { describe, expect, it } from 'vitest';
import { TABLE_STATUS as T } from './statuses';
import { canSetTableStatus } from './tables';

describe('table statuses a host sets by hand', () => {
  it.each<[string, number, boolean, boolean]>([
    ['bill for a seated party', T.BILL_REQUESTED, true, true],
    ['bill at an empty table', T.BILL_REQUESTED, false, false],
    ['back to in use after a bill', T.IN_USE, true, true],
    ['in use with nobody there', T.IN_USE, false, false],
    ['clean an empty table', T.AVAILABLE, false, true],
    ['free a table under a seated party', T.AVAILABLE, true, false],
    ['mark an empty table for cleaning', T.REQUIRES_CLEANING, false, true],
    ['block an empty table', T.BLOCKED, false, true],
    ['block a table with a party', T.BLOCKED, true, false],
    ['RESERVED follows the book', T.RESERVED, false, false],
    ['OVERSTAY follows the clock', T.OVERSTAY, true, false],
  ])('%s: %s', (_, status, seated, allowed) => {
    expect(canSetTableStatus(status, seated)).toBe(allowed);
  });
});
