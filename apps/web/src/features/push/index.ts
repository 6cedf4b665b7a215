/** Web push for staff (issue 14): the panel other settings pages may compose, and the test push. */
export { PushSubscriptionPanel } from './components/push-subscription-panel';
export { usePushSubscription, type PushSubscriptionInfo } from './hooks/use-push-subscription';
