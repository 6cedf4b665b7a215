import { describe, expect, it } from 'vitest';
import { intlTagOf } from '../../../lib/guest-language';
import { countryOfZone, formatGuestDate } from './guest-language';

describe("the guest link's dates", () => {
  it.each([
    ['Asia/Singapore', 'SG'],
    ['Asia/Kuala_Lumpur', 'MY'],
    ['Asia/Taipei', 'TW'],
    ['Europe/London', 'SG'],
  ])('an outlet in %s writes dates as %s does', (zone, country) => {
    expect(countryOfZone(zone)).toBe(country);
  });

  it.each([
    ['en', 'SG', 'Wednesday 1 April'],
    ['zh-Hans', 'SG', '4月1日星期三'],
    ['zh-Hant', 'TW', '4月1日星期三'],
    ['ms', 'MY', 'Rabu, 1 April'],
  ] as const)('1 April 2026 in %s (%s) reads %s, whatever the device zone', (language, country, written) => {
    expect(formatGuestDate('2026-04-01', intlTagOf(language, country)).replace(/,/g, '')).toBe(written.replace(/,/g, ''));
  });
});
