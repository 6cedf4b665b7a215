import type { BookingPageSettings, BookingPageSettingsView, ImageKind, OutletImage } from '@host/domain/booking-page-settings';
import type { OutletDetails, OutletDetailsView } from '@host/domain/outlet-settings';
import { useQuery } from '@tanstack/react-query';
import { outletKeys } from '../../../state/outlet-profile';
import { api, ifMatch } from '../../../lib/http';

/** Under the outlet's key: a save of either moves the outlet's version, so the profile and the other form are read again. */
export const bookingPageKeys = {
  page: (outletId: string) => [...outletKeys.all(outletId), 'booking-page'] as const,
  details: (outletId: string) => [...outletKeys.all(outletId), 'details'] as const,
};

export const readBookingPage = (outletId: string) => api<BookingPageSettingsView>(`/api/v1/outlets/${outletId}/booking-page`);
export const saveBookingPage = (outletId: string, input: BookingPageSettings, version: number) =>
  api<BookingPageSettingsView>(`/api/v1/outlets/${outletId}/booking-page`, { method: 'PUT', body: input, headers: ifMatch(version) });

export const readOutletDetails = (outletId: string) => api<OutletDetailsView>(`/api/v1/outlets/${outletId}/details`);
export const saveOutletDetails = (outletId: string, input: OutletDetails, version: number) =>
  api<OutletDetailsView>(`/api/v1/outlets/${outletId}/details`, { method: 'PUT', body: input, headers: ifMatch(version) });

export const uploadOutletImage = (outletId: string, body: { kind: ImageKind; data: string }) =>
  api<OutletImage>(`/api/v1/outlets/${outletId}/booking-page/images`, { method: 'POST', body });

export function useBookingPage(outletId: string) {
  return useQuery({ queryKey: bookingPageKeys.page(outletId), queryFn: () => readBookingPage(outletId), enabled: Boolean(outletId) });
}

export function useOutletDetails(outletId: string) {
  return useQuery({ queryKey: bookingPageKeys.details(outletId), queryFn: () => readOutletDetails(outletId), enabled: Boolean(outletId) });
}
