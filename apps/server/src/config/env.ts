import { z } from 'zod';
import type { PublicConfig } from '@host/domain/public-config';
import { lookupsOf } from '@host/domain/public-ip';

const url = z.url();
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * docs/rules.md section 5's startup settings plus docs/architecture.md's own. Required settings have a working
 * default in development only; NODE_ENV=production must give them.
 */
function schemaFor(isProduction: boolean) {
  const required = <T extends z.ZodType>(schema: T, devDefault: z.input<T>) =>
    isProduction ? schema : schema.default(devDefault as never);
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

    // Ours (docs/architecture.md, Configuration)
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST_DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    MQTT_URL: z.url({ protocol: /^(mqtts?|wss?)$/ }).optional(),
    HOST_NOW: z.iso.datetime({ offset: true }).optional(),
    INTERNAL_EMAIL_DOMAIN: z.string().min(1).default('host.internal'),
    /** with MQTT_URL: how often each server removes the broker users of sessions that ended unseen, in seconds */
    HOST_BROKER_TIDY_SECONDS: z.coerce.number().min(1).max(86_400).default(900),
    /** how often the clock sweep (LATE, OVERSTAY, cleaning) runs, in seconds */
    HOST_CLOCK_TICK_SECONDS: z.coerce.number().min(0.5).max(60).default(15),
    /**
     * Which proxies' X-Forwarded-For to believe (the client's address for throttles and reports):
     * unset trusts none; 'true' every hop; a number that many hops; else addresses or CIDRs, comma-separated.
     */
    TRUST_PROXY: z.string().trim().optional().transform(trustProxyOf),

    // docs/rules.md section 5, required
    RESERVATION_API_URL: required(url, 'http://localhost:3000/api/v1'),
    OMS_API_URL: required(url, 'http://localhost:3000/oms'),
    ANALYTICS_SOURCE_ID: required(z.string().min(1), 'host-dev'),
    CLASSIC_HOST_URL: required(url, 'http://localhost:3000/'),
    GUIDANCE_CLIENT_TOKEN: required(z.string().min(1), 'dev-guidance-token'),
    MESSAGING_CHANNEL_URL: required(url, 'ws://localhost:3000/mqtt'),
    MESSAGING_ENV: required(z.enum(['staging', 'production-table-management']), 'staging'),
    PAYMENT_PUBLISHABLE_KEY: required(z.string().min(1), 'pk_test_local'),
    NOTIFICATION_SERVICE_KEY: required(z.string().min(1), 'dev-notification-key'),
    ENTITLEMENT_SCRIPT: required(z.string().min(1), 'local'),
    ENTITLEMENT_TOKEN: required(z.string().min(1), 'dev-entitlement-token'),

    // docs/rules.md section 5, optional
    CIRCULAR_DEPENDENCY_PLUGIN: flag,
    DISABLE_SESSION_MIGRATE_GUARD: flag,
    DEPLOYMENT_METADATA: z.string().optional(),
    CUSTOMER_DETAILS_URL: url.optional(),
    TABLE_SERVICE_API_URL: url.optional(),
    REDEEM_API_URL: url.optional(),
    FEEDBACK_WIDGET_KEY: z.string().optional(),

    // Server-only secrets: validated here, never sent to the browser
    MERCHANT_PASS_API_URL: required(url, 'http://localhost:3000/merchant-pass'),
    MERCHANT_PASS_CLIENT_ID: required(z.string().min(1), 'dev-client'),
    MERCHANT_PASS_CLIENT_SECRET: required(z.string().min(1), 'dev-client-secret'),
    SESSION_COOKIE_PASSWORD: required(z.string().min(32), 'dev-only-session-password-0123456789abcdef'),
    BRAND_PASSWORD: required(z.string().min(1), 'dev-brand-password'),
    ENCRYPTION_SECRET: required(z.string().min(32), 'dev-only-encryption-secret-0123456789abcdef'),
    OMS_API_KEY: required(z.string().min(1), 'dev-oms-key'),
    MONITORING_LICENSE_KEY: required(z.string().min(1), 'dev-monitoring-key'),
    CACHE_URL: required(url, 'http://localhost:3000/cache'),
    CACHE_TOKEN: required(z.string().min(1), 'dev-cache-token'),
    INTERNAL_EVENT_SECRET: required(z.string().min(1), 'dev-internal-event-secret'),
    REDEEM_API_KEY: z.string().optional(),
    /** Issue 13: which payment provider takes guests' money ('local' runs here: a pay page and signed webhooks) */
    PAYMENT_PROVIDER: z.enum(['local']).default('local'),
    /** the secret webhooks are signed with (Stripe: the endpoint's whsec_ secret) */
    PAYMENT_WEBHOOK_SECRET: required(z.string().min(16), 'dev-only-payment-webhook-secret'),

    // Issue 14: guest messages. The local providers run here; a real one is a setting away.
    /**
     * Where guests reach Host: the origin of every link Host sends (pay, manage, confirm, password
     * reset), never the request's Host header, which a caller may forge (issue 27). Required in
     * production; elsewhere unset means http://localhost:PORT.
     */
    PUBLIC_URL: isProduction ? url : url.optional(),
    /** 'catcher': an SMTP server inside Host keeps every mail for staff to read; 'smtp': SMTP_URL's relay */
    MAIL_PROVIDER: z.enum(['catcher', 'smtp']).default('catcher'),
    /** smtp(s)://user:password@host:port of the relay (MAIL_PROVIDER=smtp) */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Host <no-reply@host.local>'),
    /** the catcher's SMTP port, on 127.0.0.1 only; 0 picks a free one */
    SMTP_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
    /** 'local' keeps SMS and calls in the delivery ledger; 'twilio' sends them through Twilio's API */
    SMS_PROVIDER: z.enum(['local', 'twilio']).default('local'),
    CALL_PROVIDER: z.enum(['local', 'twilio']).default('local'),
    TWILIO_API_URL: url.default('https://api.twilio.com'),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(3).optional(),
    /** Issue 18: Reserve with Google's booking server calls (HTTP Basic); unset in production, they are refused */
    GOOGLE_BOOKING_USER: z.string().min(1).default('google'),
    GOOGLE_BOOKING_PASSWORD: isProduction ? z.string().min(16).optional() : z.string().min(16).default('dev-google-booking-password'),
    /**
     * Issue 27: host names (or addresses) a browser's push endpoint may name although they are private
     * or loopback: a push service on the operator's own network, or the tests' local one. Comma-separated.
     * Every other endpoint must be https:// on public addresses.
     */
    PUSH_ALLOWED_HOSTS: z.string().trim().max(2000).optional(),
    /** Issue 14: the web-push notification provider's address; unset, Host serves it itself */
    NOTIFICATION_PROVIDER_URL: url.optional(),
    /**
     * Issue 33: where a browser asks its public address for its error reports, comma-separated per family
     * (e.g. https://api.ipify.org,https://ipv4.icanhazip.com); unset, Host's own /api/client-ip
     * (docs/decisions/031-public-ip.md).
     */
    PUBLIC_IP_IPV4_URLS: z.string().trim().max(2000).optional(),
    PUBLIC_IP_IPV6_URLS: z.string().trim().max(2000).optional(),
  });
}

function trustProxyOf(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Config = z.output<ReturnType<typeof schemaFor>>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly fieldErrors: Record<string, string[] | undefined>) {
    super('Invalid environment variables');
  }
}

/** Parses the environment once. An unset variable is treated the same as an empty one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // docs/rules.md section 5: the check is skipped by a flag or on the edge runtime; defaults still apply.
  const skip = env.SKIP_ENV_VALIDATION === 'true' || env.NEXT_RUNTIME === 'edge';
  const result = schemaFor(isProduction && !skip).safeParse(present);
  if (!result.success) {
    throw new InvalidEnvironmentError(z.flattenError(result.error).fieldErrors);
  }
  const twilioNeeded = result.data.SMS_PROVIDER === 'twilio' || result.data.CALL_PROVIDER === 'twilio';
  if (twilioNeeded && !(result.data.TWILIO_ACCOUNT_SID && result.data.TWILIO_AUTH_TOKEN && result.data.TWILIO_FROM)) {
    throw new InvalidEnvironmentError({ TWILIO_ACCOUNT_SID: ['Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM'] });
  }
  if (result.data.MAIL_PROVIDER === 'smtp' && !result.data.SMTP_URL) {
    throw new InvalidEnvironmentError({ SMTP_URL: ['MAIL_PROVIDER=smtp needs SMTP_URL'] });
  }
  if (isProduction && result.data.HOST_NOW) {
    throw new InvalidEnvironmentError({ HOST_NOW: ['HOST_NOW is refused in production'] });
  }
  return result.data;
}

export /** What the browser may know of the configuration: addresses and public keys, never secrets. */
function publicConfigOf(config: Config): PublicConfig {
  return {
    classicHostUrl: config.CLASSIC_HOST_URL,
    messagingEnv: config.MESSAGING_ENV,
    analyticsSourceId: config.ANALYTICS_SOURCE_ID,
    paymentPublishableKey: config.PAYMENT_PUBLISHABLE_KEY,
    customerDetailsUrl: config.CUSTOMER_DETAILS_URL ?? null,
    // Browsers always reach live updates through the server's /mqtt, which relays to MQTT_URL's broker
    // when there is one; MQTT_URL itself carries the broker admin's password and never leaves the server.
    mqttUrl: null,
    notificationServiceKey: config.NOTIFICATION_SERVICE_KEY,
    notificationProviderUrl: config.NOTIFICATION_PROVIDER_URL ?? '/api/notification-provider',
    publicIpLookups: { ipv4: lookupsOf(config.PUBLIC_IP_IPV4_URLS, 'ipv4'), ipv6: lookupsOf(config.PUBLIC_IP_IPV6_URLS, 'ipv6') },
  };
}
