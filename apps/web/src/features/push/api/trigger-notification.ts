import type { TriggerNotificationInput, TriggerNotificationResult } from '@host/domain/push';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** POST /outlets/trigger-notification (docs/rules.md section 7): a test push to the caller's subscribed browsers. */
export const triggerNotification = (input: TriggerNotificationInput) =>
  api<TriggerNotificationResult>('/api/v1/outlets/trigger-notification', { method: 'POST', body: input });

export function useTriggerNotification() {
  return useMutation({ mutationFn: triggerNotification });
}
