import { describe, expect, it } from 'vitest';
import { guestName } from './guest-name';

describe("a guest's name as the host reads it", () => {
  it.each<[string | null, string | null, string]>([
    ['Mei Ling', 'Tan', 'Mei Ling Tan'],
    ['Aisha', null, 'Aisha'],
    [null, 'Lim', 'Lim'],
    [null, null, ''],
    ['', '', ''],
    ['美玲', '陈', '陈美玲'],
    ['美玲', null, '美玲'],
    ['Mei Ling', '陈', '陈Mei Ling'],
  ])('%s / %s reads %j', (first, last, name) => {
    expect(guestName({ customerFirstName: first, customerLastName: last })).toBe(name);
  });
});
