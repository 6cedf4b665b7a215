// Every table of Host, gathered from the module that owns it (docs/architecture.md, "The server's
// modules and the tables they write"): for the migrations (drizzle.config.ts), the database client's
// types, plumbing in lib/ and the tests. A module imports its own db/tables/<module>, not this file.
export * from './tables/outlets';
export * from './tables/auth';
export * from './tables/error-report';
export * from './tables/tables';
export * from './tables/tickets';
export * from './tables/schedules';
export * from './tables/customers';
export * from './tables/reservations';
export * from './tables/payments';
export * from './tables/notifications';
export * from './tables/push';
export * from './tables/support';
export * from './tables/waitlist';
export * from './tables/weekly-summary';
export * from '../lib/idempotency-schema';
export * from './tables/reports';
