// What other modules may use of customers (issue 11: a module is reached through its service): a booking's guest.
export { findOrCreateCustomer, lockCustomer } from './find-or-create';
