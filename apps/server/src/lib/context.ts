import type { Logger } from 'pino';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import type { MessageProviders } from './message-providers';
import type { PaymentProvider } from './payment-provider';
import type { Realtime } from '../realtime/realtime';
import type { Clock } from './clock';

/** What every service needs, built once at start and handed down (no module-level singletons). */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  log: Logger;
  realtime: Realtime;
  /** who takes guests' money (PAYMENT_PROVIDER): the local provider runs here */
  payments: PaymentProvider;
  /** who carries guest messages per channel (SMS_PROVIDER, MAIL_PROVIDER, CALL_PROVIDER) */
  messages: MessageProviders;
  /** where guests reach Host: the origin of the links in their messages */
  publicUrl: string;
}
