// What other modules may use of reservations (issue 11: a module is reached through its service).
export { changeStatus } from './change-status';
export { createOnlineBooking, type OfferTaken } from './create-online-booking';
export { createWalkInWith } from './create-walk-in';
export { bookingFromSource, eraseGuestFromBookings, lockBookingsOfCustomers, moveBookingsToCustomer } from './guest-bookings';
export { storedPhone } from './reservation-access';
export { updateReservation } from './update-reservation';
