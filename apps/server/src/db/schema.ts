// Every table of Host, gathered from the module that owns it (docs/architecture.md, "The server's
// modules and the tables they write"): for the migrations (drizzle.config.ts), the database client's
// types, plumbing in lib/ and the tests. A module imports its own ./schema, not this file.
export * from '../modules/outlets/schema';
export * from '../modules/auth/schema';
export * from '../modules/error-report/schema';
export * from '../modules/tables/schema';
export * from '../modules/tickets/schema';
export * from '../modules/schedules/schema';
export * from '../modules/customers/schema';
export * from '../modules/reservations/schema';
export * from '../modules/payments/schema';
export * from '../modules/notifications/schema';
export * from '../modules/push/schema';
export * from '../modules/support/schema';
export * from '../lib/idempotency-schema';
