// What other features use of guest-message settings and the delivery ledger (issue 14).
export { DeliveryLedger } from './components/delivery-ledger';
export { GuestMessageSettings } from './components/guest-message-settings';
export { CHANNEL_ICON, STATE_COLOR } from './components/message-look';
