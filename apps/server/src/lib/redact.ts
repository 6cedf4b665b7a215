import pino, { type LoggerOptions } from 'pino';

/**
 * Guests' phones and emails never reach a log in clear (docs/architecture.md: messages carry ids, not personal
 * data). Log lines are read by more people, kept longer and copied further than the database, and a
 * masked value (`+65****4567`, `a***@b.com`) is still enough to tell two guests apart when debugging.
 */

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
/** `+` and 7 to 15 digits, grouped as people write them: +6591234567, +65 9123 4567, +1 (415) 555-2671. */
const INTERNATIONAL_PHONE = /\+\(?\d(?:[\s.()-]{0,2}\d){6,14}/g;
/**
 * 8 to 15 digits without a country code, whole or in groups (91234567, 9123 4567, 012-345 6789).
 * Not inside a word, an id or a number: no letter, digit, dot, colon, slash or dash right before or
 * after, so uuids, times and JSON numbers (`"time":1774956600000`) stay as they are.
 */
const LOCAL_PHONE = /(?<![\w.:/-])\d{2,5}(?:[ -]?\d{2,5}){1,4}(?![\w:/-]|\.\d)/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A local number written with dots, as some guests type it (9123.4567, 0912.345.678): groups of 3 or 4, so no decimal looks like one. */
const DOTTED_PHONE = /(?<![\w.:/-])\d{3,4}\.\d{3,4}(?:\.\d{3,4})?(?![\w.:/-])/g;
/**
 * docs/rules.md's refusals that quote what was typed ('Invalid email: {email}'): a value too malformed for
 * the rules above (`mei@@example`, a name) is personal all the same, so it is hidden whole.
 */
const QUOTED_INPUT = /(Invalid (?:phone number|email|name): )([^"\n\\]+)/g;

const digitsOf = (text: string) => text.replace(/\D/g, '');

function maskInternational(phone: string): string {
  const digits = digitsOf(phone);
  return `+${digits.slice(0, 2)}****${digits.slice(-4)}`;
}

function maskLocal(candidate: string): string {
  const digits = digitsOf(candidate);
  // Dates are 8 digits too; anything shorter or longer than a phone is some other number.
  if (digits.length < 8 || digits.length > 15 || ISO_DATE.test(candidate)) return candidate;
  return `****${digits.slice(-4)}`;
}

/** The one masking rule: every email and phone number in `text`, masked; the rest as it was. */
export function maskPersonalData(text: string): string {
  return maskPhonesAndEmails(text.replace(QUOTED_INPUT, (_match, prefix: string, value: string) => prefix + maskQuoted(value)));
}

function maskPhonesAndEmails(text: string): string {
  return text
    .replace(EMAIL, (_match, first: string, domain: string) => `${first}***@${domain}`)
    .replace(INTERNATIONAL_PHONE, maskInternational)
    .replace(LOCAL_PHONE, maskLocal)
    .replace(DOTTED_PHONE, maskLocal);
}

/** A quoted value masked as a phone or email when it reads as one, else hidden whole (already masked stays as it is). */
function maskQuoted(value: string): string {
  if (value.includes('***')) return value;
  const masked = maskPhonesAndEmails(value);
  return masked === value ? '***' : masked;
}

const MAX_DEPTH = 8;

/**
 * A guest's allergies and diets (issue 32) are health data: a log or an audit says they were there or changed, never what
 * they are, as a guest's history does.
 */
const HEALTH_DATA_KEYS = new Set(['dietary', 'dietaryNotes', 'dietary_notes']);
const HEALTH_DATA_MASK = '[health data]';

/** A copy of a logged value with every string in it masked (objects, arrays, errors), and a guest's health data hidden whole. */
export function maskDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) return maskedError(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1, seen));
  if (Buffer.isBuffer(value) || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  // for..in: pino's serialised errors keep type, message and stack on their prototype.
  for (const key in value) {
    copy[key] = HEALTH_DATA_KEYS.has(key) ? HEALTH_DATA_MASK : maskDeep((value as Record<string, unknown>)[key], depth + 1, seen);
  }
  return copy;
}

/**
 * An error as pino would log it (type, message and stack with their causes, own fields such as a
 * pg error's `detail` or drizzle's `params`), masked. Plain objects pass through maskDeep unchanged
 * in shape, so masking twice (the error handler, then the logger's serializer) is harmless.
 */
export function maskedError(error: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (!(error instanceof Error)) return maskDeep(error, depth, seen);
  seen.add(error);
  const serialised = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key in serialised) {
    if (serialised[key] !== undefined) copy[key] = maskDeep(serialised[key], depth + 1, seen);
  }
  return copy;
}

/** Removed outright: they would let a reader act as the caller. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);
/** Request bodies' personal fields, should a body ever be logged (pino `redact` paths). */
const PERSONAL_FIELDS = ['customerPhone', 'phone', 'additionalPhone', 'email', 'userEmail'];

/**
 * Query parameters that carry what a host typed to find a guest (a name is personal too), or a sign-in
 * token handed over in the address (/login-from-v3?token=): logged as `q=***`.
 */
const TYPED_ABOUT_A_GUEST = /([?&](?:q|phone|search|name|email|token)=)[^&#]*/g;

/**
 * A pay link's token (/pay/<64 hex>, the page and its API) lets whoever holds it see the booking and
 * pay, a guest link's (/r/<64 hex>, /api/guest/<64 hex>) confirm or cancel it: logs keep its first 6
 * characters, enough to match a guest's report to a line.
 */
const PAY_TOKEN = /(\/(?:pay|r|guest)\/)([0-9a-f]{6})[0-9a-f]{58}(?![0-9a-f])/gi;

/** Fastify's request serializer, with the URL masked: a phone lookup puts the phone in the query, a pay link its token. */
function requestForLog(request: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url:
      request.url === undefined
        ? undefined
        : maskPersonalData(decodedForLog(request.url).replace(TYPED_ABOUT_A_GUEST, '$1***')).replace(PAY_TOKEN, '$1$2…'),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * `%2B6591234567` is a phone too: decode before masking (a malformed escape stays as sent). In the
 * query a `+` is a space (`q=%2B65+9123+4567`, as URLSearchParams writes "+65 9123 4567").
 */
function decodedForLog(url: string): string {
  const query = url.indexOf('?');
  const spaced = query < 0 ? url : url.slice(0, query) + url.slice(query).replace(/\+/g, ' ');
  // Escape by escape: one malformed escape (`&x=%zz`) must not leave the rest of the query, a phone in it too, encoded.
  return spaced.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * The logger settings that keep personal data out (main.ts and the tests use them): the secrets a
 * request carries removed, personal body fields masked, errors masked by their serializer, and,
 * last, every line masked as it is written, which also covers messages and fields other modules log.
 */
export const personalDataSafeLogging: Pick<LoggerOptions, 'redact' | 'serializers' | 'hooks'> = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`, `body.${field}`]),
    ],
    censor: (value: unknown, path: string[]) => (SECRET_HEADERS.has(path.at(-1) ?? '') ? '[Redacted]' : maskDeep(value)),
  },
  serializers: {
    err: (error: unknown) => maskedError(error),
    req: requestForLog,
  },
  hooks: { streamWrite: maskPersonalData },
};
