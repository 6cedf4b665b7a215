import type { CountryCode } from '@host/domain/locales';
import { useSession } from '../../../state/session';

/** The brand whose tickets these pages keep (decision 025: tickets are the brand's), and its country, which sets prices and payments. */
export function useTicketBrand() {
  const brand = useSession().data?.brand;
  return { brandId: brand?.id ?? '', country: (brand?.countryCode ?? 'SG') as CountryCode };
}
