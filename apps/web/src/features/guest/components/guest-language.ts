import { DEFAULT_COUNTRY, type CountryCode } from '@host/domain/locales';

/** The outlet's country from its time zone (the view names no country): how its dates are written. */
const COUNTRY_OF_ZONE: Record<string, CountryCode> = {
  'Asia/Singapore': 'SG',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Kuching': 'MY',
  'Asia/Hong_Kong': 'HK',
  'Asia/Taipei': 'TW',
};
export const countryOfZone = (timeZone: string, fallback: CountryCode = DEFAULT_COUNTRY): CountryCode =>
  COUNTRY_OF_ZONE[timeZone] ?? fallback;

/** The booking's day as the guest reads it: "Wednesday, 1 April", "4月1日星期三". */
export function formatGuestDate(reservationDate: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${reservationDate}T00:00:00Z`),
  );
}
