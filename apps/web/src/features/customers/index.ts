/** The guest book (issue 12): what other features may use of it. */
export { bookingPathFor } from './components/visits';
