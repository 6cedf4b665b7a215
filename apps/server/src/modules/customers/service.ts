// What other modules may use of customers (issue 11: a module is reached through its service): a booking's guest,
// and the one query for a guest's bookings across the brand.
export { findOrCreateCustomer, lockCustomer } from './find-or-create';
export { bookingsOfGuestAtBrand } from './guest-book-reads';
export { autoTagsByGuest, guestForRule, guestRecordsJson, type GuestRecordRow } from './guest-record';
export { keepOnGuest, type KeptFromBooking } from './kept-from-booking';
export { guestMarketingOf, setGuestMarketing } from './consent';
