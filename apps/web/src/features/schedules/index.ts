/** Schedules (issue 7): what other features may use of them. */
export { useTickets } from './api/schedules';
