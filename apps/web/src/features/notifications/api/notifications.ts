import type { CaughtMail, LedgerPage, NotificationSettings, NotificationSettingsInput } from '@host/domain/notifications/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { outletKeys } from '../../../state/outlet-profile';
import { api, ifMatch } from '../../../lib/http';

export const notificationKeys = {
  settings: (outletId: string) => [...outletKeys.all(outletId), 'notification-settings'] as const,
  ledger: (outletId: string, filter: { state: string; channel: string }) =>
    [...outletKeys.all(outletId), 'messages', filter.state, filter.channel] as const,
  mail: (outletId: string, deliveryId: string) => [...outletKeys.all(outletId), 'messages', deliveryId, 'mail'] as const,
};

export const readNotificationSettings = (outletId: string) =>
  api<NotificationSettings>(`/api/v1/outlets/${outletId}/notification-settings`);

export function useNotificationSettings(outletId: string) {
  return useQuery({
    queryKey: notificationKeys.settings(outletId),
    queryFn: () => readNotificationSettings(outletId),
    enabled: Boolean(outletId),
  });
}

export const saveNotificationSettings = (outletId: string, input: NotificationSettingsInput, version: number) =>
  api<NotificationSettings>(`/api/v1/outlets/${outletId}/notification-settings`, { method: 'PUT', body: input, headers: ifMatch(version) });

/** The ledger a page at a time, newest first, polled: deliveries change state as providers answer. */
export function useDeliveryLedger(outletId: string, filter: { state: string; channel: string }) {
  const query = { ...(filter.state ? { state: filter.state } : {}), ...(filter.channel ? { channel: filter.channel } : {}) };
  return useInfiniteQuery({
    queryKey: notificationKeys.ledger(outletId, filter),
    queryFn: ({ pageParam }) =>
      api<LedgerPage>(
        `/api/v1/outlets/${outletId}/messages?${new URLSearchParams({ ...query, ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(outletId),
    refetchInterval: 15_000,
  });
}

/** A delivered mail as the guest's inbox shows it (the local mail catcher keeps it). */
export function useCaughtMail(outletId: string, deliveryId: string, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.mail(outletId, deliveryId),
    queryFn: () => api<CaughtMail>(`/api/v1/outlets/${outletId}/messages/${deliveryId}/mail`),
    enabled,
    meta: { handlesErrors: true },
    retry: false,
  });
}
