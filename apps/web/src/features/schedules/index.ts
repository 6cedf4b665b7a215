/** Schedules (issue 7): what other features may use of them. */
export { useBlockOuts, useServiceTimings, useTickets } from './api/schedules';
export { useGuaranteeRule } from './api/guarantee-rule';
