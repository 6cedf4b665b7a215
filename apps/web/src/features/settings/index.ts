/** Settings (issue 15): what other features may use of them (the door queue reads whether the waiting list is on). */
export { featureOffOf, useWaitlistSettings } from './api/waitlist-settings';
